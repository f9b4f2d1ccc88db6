/** `npm run dice-kings-tables`: solves the shipped Dice Kings tables again and writes them (see dice-kings-tables.ts). */
import { writeFileSync } from 'node:fs';
import { solve } from '../../../domain/dice-kings/bot/index.ts';
import { compressTable, shippedConfig, SHIPPED_JOKER_RULES, tableFile } from '../dice-kings-tables.ts';

for (const JokerRule of SHIPPED_JOKER_RULES) {
  const bytes = compressTable(solve(shippedConfig(JokerRule)));
  writeFileSync(tableFile(JokerRule), bytes);
  console.log(`JokerRule ${String(JokerRule)}: ${Math.round(bytes.length / 1024)} KB`);
}
