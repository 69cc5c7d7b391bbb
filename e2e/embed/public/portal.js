/* global window, document, location, URL, URLSearchParams */
// Test portal: records every message it receives (for the journeys' assertions), then runs the
// snippet of docs/embedding.md unchanged.
window.__received = []
window.addEventListener('message', (event) => {
  window.__received.push({ origin: event.origin, data: event.data })
})
const frame = document.getElementById('pdd-embed')
const query = new URLSearchParams(location.search)
// A narrow portal column, as `?width=320` asks (the layout journeys); the page's width otherwise.
const width = Number(query.get('width'))
if (Number.isInteger(width) && width > 0) frame.style.inlineSize = width + 'px'
frame.src = query.get('src') ?? ''

// ---- the snippet ----
;(function () {
  var origin = new URL(frame.src).origin
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return
    var data = event.data
    if (
      data &&
      data.type === 'pdd:resize' &&
      Number.isInteger(data.height) &&
      data.height >= 0 &&
      data.height <= 100000
    ) {
      frame.style.blockSize = data.height + 'px'
    }
  })
  window.pddSettings = function (settings) {
    frame.contentWindow.postMessage(Object.assign({ type: 'pdd:settings' }, settings), origin)
  }
})()
// ---- end of the snippet ----
