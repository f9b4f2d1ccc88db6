/** Which of the project's documents the repository carries, and under which names. */
export const copiedDocuments: readonly { from: string; to: string }[] = [
  { from: 'API.md', to: 'docs/contract.md' },
  { from: 'RULINGS.md', to: 'docs/rulings.md' },
  { from: 'DESIGN.md', to: 'docs/design.md' },
  { from: 'rules/quicks.md', to: 'docs/rules/quicks.md' },
  { from: 'rules/qwixx-original.txt', to: 'docs/rules/qwixx-original.txt' },
  { from: 'rules/dice-kings.md', to: 'docs/rules/dice-kings.md' },
  { from: 'rules/rummiduck.md', to: 'docs/rules/rummiduck.md' },
];

/**
 * A document's text with the other documents named by their paths in the repository
 * ("API.md Chips and the pot" → "docs/contract.md Chips and the pot"). A name already
 * inside a path (docs/rules/…, a URL's …/rules.md) is left as it is.
 */
export function inRepositoryTerms(text: string): string {
  return copiedDocuments.reduce(
    (renamed, { from, to }) => renamed.replace(new RegExp(`(?<![\\w./-])${from.replace(/[./]/g, '\\$&')}(?![\\w-])`, 'g'), to),
    text,
  );
}
