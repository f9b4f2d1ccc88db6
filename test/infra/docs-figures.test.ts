/**
 * The figures the operator's documents give of the stack, against the template: each is found
 * by the sentence around it and compared with the count it stands for, so that a change to the
 * stack that changes a figure fails here, saying which figure of which page to change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../infra/constructs/catalog.ts';
import { synthesize, type Synthesized } from './synth.ts';

interface Figure {
  doc: string;
  /** The sentence around the figure; its first group is the figure. */
  pattern: RegExp;
  /** What the figure counts, computed from the template. */
  what: string;
  count: (s: Synthesized) => number;
}

/** A number as the pages write it: in digits, or in words up to ten. */
const numberOf = (text: string): number =>
  /^\d+$/.test(text) ? Number(text) : ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].indexOf(text);

const resources = (s: Synthesized) => Object.keys(s.resources).length;
const functions = (s: Synthesized) => s.ofType('AWS::Lambda::Function').length;
const errorAlarms = (s: Synthesized) => s.ofType('AWS::CloudWatch::Alarm').filter(([, a]) => a.Properties.MetricName === 'Errors').length;

const figures: Figure[] = [
  { doc: 'docs/operations.md', pattern: /The stack holds (\d+)\s+resources/g, what: 'resources', count: resources },
  { doc: 'docs/operations.md', pattern: /every function has one; (\d+) in all/g, what: "functions' errors alarms", count: errorAlarms },
  { doc: 'docs/scale.md', pattern: /The (\d+) functions \(test\/infra\/growth\.test\.ts\)/g, what: 'functions', count: functions },
  { doc: 'docs/scale.md', pattern: /mean (\d+) sets of warm instances/g, what: 'functions', count: functions },
  { doc: 'docs/scale.md', pattern: /with one function per feature it has (\d+)\s/g, what: 'resources', count: resources },
  { doc: 'docs/scale.md', pattern: /it has \d+\s+and (\d+) functions/g, what: 'functions', count: functions },
  { doc: 'docs/deploy.md', pattern: /alarms and a dashboard: (\d+) functions/g, what: 'functions', count: functions },
];

describe("the figures of the operator's documents, as synthesized", () => {
  let s: Synthesized;
  const read = (doc: string) => readFileSync(join(projectRoot, doc), 'utf8');
  beforeAll(() => {
    s = synthesize();
  });

  it('gives the counts of resources, functions and alarms the template has', () => {
    const wrong: string[] = [];
    for (const { doc, pattern, what, count } of figures) {
      const found = [...read(doc).matchAll(pattern)];
      if (!found.length) wrong.push(`${doc}: no sentence matches ${pattern} any more (it gives the ${what}: ${count(s)})`);
      for (const [sentence, figure] of found)
        if (numberOf(figure!) !== count(s))
          wrong.push(`${doc}: "${sentence.replace(/\s+/g, ' ').trim()}" should say ${count(s)} (the ${what}), not ${figure}`);
    }
    expect(wrong).toEqual([]);
  });

  it("gives each dead-letter alarm's tries as its queue's maxReceiveCount", () => {
    const alarms = Object.fromEntries(s.ofType('AWS::CloudWatch::Alarm').map(([, a]) => [a.Properties.AlarmName, a.Properties]));
    const queues = s.ofType('AWS::SQS::Queue');
    const headings = [...read('docs/operations.md').matchAll(/^### `([\w-]+-dead-letters)`: .* failed (\w+) times$/gm)];
    expect(headings.map(([, name]) => name).sort()).toEqual(['bots-dead-letters', 'live-dead-letters', 'webhooks-dead-letters']);
    const wrong: string[] = [];
    for (const [heading, name, tries] of headings) {
      const deadLetters = alarms[`oc-test-${name}`]!.Dimensions[0].Value['Fn::GetAtt'][0] as string;
      const [, source] = queues.find(([, q]) => q.Properties.RedrivePolicy?.deadLetterTargetArn['Fn::GetAtt'][0] === deadLetters)!;
      const receives = source.Properties.RedrivePolicy.maxReceiveCount as number;
      if (numberOf(tries!) !== receives)
        wrong.push(`docs/operations.md: "${heading}" should say ${receives} times (maxReceiveCount), not ${tries}`);
    }
    expect(wrong).toEqual([]);
  });
});
