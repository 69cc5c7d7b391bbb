/**
 * Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into records: the oracle the export
 * tests read the files with, written from the RFC rather than from our writer.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      index += 1
    } else field += char
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}
