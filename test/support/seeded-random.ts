/** The seeded generator lives with the domain, where simulated games use it too. */
export { seededRandom } from '../../domain/kernel/seeded-random.ts';
