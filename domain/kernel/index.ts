export * from './draws.ts';
export * from './player.ts';
export * from './result.ts';
export * from './rules.ts';
export * from './violation.ts';
export * from './config.ts';
export * from './bot.ts';
export * from './seeded-random.ts';
