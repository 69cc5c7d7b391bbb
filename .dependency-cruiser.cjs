/**
 * dependency-cruiser: no circle of imports in the tree (decision 0398). `npm run lint` runs
 *
 *   depcruise src scripts e2e .storybook
 *
 * after ESLint. Type-only imports count: `import type` ties two modules together for the reader
 * and the compiler as much as a value does, and ESLint's `import-x/no-cycle` skips them (issue 38).
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two modules import each other, directly or through others (`import type` counted): move the ' +
        'shared type or registration to a module both sides can import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // `import type`, `export type … from` and type-only specifiers are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    // The tree's own modules; what npm installed is a leaf.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '\\.d\\.ts$'] },
    includeOnly: { path: '^(src|scripts|e2e|\\.storybook)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
