import { causesOfMiss } from './causes';
import type { Measurement } from './load';
import type { BackendName } from './options';
import type { ScenarioResult } from './results';
import type { Scenario } from './scenarios';
import { describeTarget, loopDelayMet, meetsTarget, targetConnections } from './targets';

export interface JudgeContext {
  backend: BackendName;
  cores: number;
  /** Load average before the bench began: the bench's own runs must not count as other work. */
  loadAverage: number;
  baselineRps: number;
  /** Whether EXPLAIN showed a scan for this scenario's query, where it is checked. */
  scansTable: boolean;
}

/** A scenario's runs against its target, with the causes of a miss. */
export function judgeScenario(
  scenario: Pick<Scenario, 'name' | 'target' | 'databaseWork'>,
  runs: Measurement[],
  context: JudgeContext,
): ScenarioResult {
  const judged = runs.find((run) => run.connections === targetConnections(scenario.target)) ?? runs[runs.length - 1]!;
  const targetMet = meetsTarget(scenario.target, judged) && !context.scansTable && judged.non2xx === 0;
  const loopMet = runs.every(loopDelayMet);
  const worstLoopP99Ms = Math.max(...runs.map((run) => run.loop.p99Ms));
  return {
    name: scenario.name,
    target: describeTarget(scenario.target),
    runs,
    targetMet,
    loopMet,
    causes:
      targetMet && loopMet
        ? []
        : [
            ...(context.scansTable ? ['EXPLAIN shows a sequential scan of clients'] : []),
            ...(scenario.databaseWork ? [`each request makes ${scenario.databaseWork}`] : []),
            ...causesOfMiss(scenario.target, judged, worstLoopP99Ms, context),
          ],
  };
}
