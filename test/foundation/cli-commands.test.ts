import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands.js';
import { USAGE } from '../../src/cli/usage.js';
import { cli } from '../support/processes.js';

// Issue 40: each command carries its own usage lines; `snapforge help` is assembled from them, so a command's
// help is written once, beside what it does.
describe('snapforge commands as a table', () => {
  it('names each command once, and each usage opens with its name', () => {
    const names = COMMANDS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of COMMANDS) expect(c.usage).toMatch(new RegExp(`^ {2}${c.name}( |$)`));
    expect(USAGE).toContain(COMMANDS.map((c) => c.usage).join('\n'));
  });

  it("prints each command's own usage lines for `<command> --help`, and nothing of the others", async () => {
    const settings = USAGE.split('\n').slice(-3).join('\n');
    // Four processes at a time: thirty Node processes at once time out on a loaded two-core machine.
    const answers: Awaited<ReturnType<typeof cli>>[] = [];
    for (let i = 0; i < COMMANDS.length; i += 4)
      answers.push(
        ...(await Promise.all(COMMANDS.slice(i, i + 4).map((c) => cli([...c.name.split(' '), '--help'], {})))),
      );
    COMMANDS.forEach((c, i) => {
      expect(answers[i].code).toBe(0);
      expect(answers[i].stdout).toBe(`snapforge ${c.name}\n\n${c.usage}\n\n${settings}\n`);
    });
  }, 120_000);
});
