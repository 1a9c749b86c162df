import { describe, expect, it } from 'vitest';
import { periodicHandler, type PeriodicJob } from './periodic.job.ts';
import { QUEUES, type JobSender, type SendOptions } from './queue.ts';

function recordingSender() {
  const sent: { queue: string; options: SendOptions | undefined }[] = [];
  const jobs: JobSender = {
    send: async (queue, _data, options) => {
      sent.push({ queue, options });
      return 'id';
    },
  };
  return { jobs, sent };
}

function job(run: () => Promise<number>): PeriodicJob<number> {
  return {
    queue: QUEUES.orderSweep,
    everySeconds: 300,
    firstAfterSeconds: 30,
    run,
    report: (n) => (n > 0 ? { fields: { n }, message: 'done' } : null),
  };
}

describe('periodicHandler', () => {
  it('queues the next run a period later, unless one is waiting, and logs what the run reports', async () => {
    const { jobs, sent } = recordingSender();
    const lines: string[] = [];
    const handler = periodicHandler(
      job(async () => 2),
      jobs,
      (fields, message) => lines.push(`${message} ${JSON.stringify(fields)}`),
    );
    expect(await handler()).toEqual({ ok: true });
    expect(sent).toEqual([
      { queue: QUEUES.orderSweep, options: { startAfterSeconds: 300, unlessWaiting: true } },
    ]);
    expect(lines).toEqual(['done {"n":2}']);
  });

  it('writes no line for a run that reports nothing', async () => {
    const { jobs } = recordingSender();
    const lines: string[] = [];
    await periodicHandler(
      job(async () => 0),
      jobs,
      (_f, message) => lines.push(message),
    )();
    expect(lines).toEqual([]);
  });

  it('still queues the next run when this one fails (pg-boss retries the failed one)', async () => {
    const { jobs, sent } = recordingSender();
    const handler = periodicHandler(
      job(async () => {
        throw new Error('database away');
      }),
      jobs,
    );
    await expect(handler()).rejects.toThrow('database away');
    expect(sent).toHaveLength(1);
  });
});
