/** Import-cycle check (`npm run lint`): 0 cycles in src/ and server/src/, type-only imports included. */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move the shared piece (a type, a constant) into a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // `import type` counts: a type-only cycle is still two modules that cannot be understood one without the other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
