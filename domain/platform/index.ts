export * from './decide.ts';
export * from './events.ts';
export * from './evolve.ts';
export * from './state.ts';
export * from './view.ts';
export * from './snapshot.ts';
export * from './upcast.ts';
