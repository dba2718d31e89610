import { describe, expect, it } from 'vitest';
import { UnrecordedOutcomes } from './unrecorded-outcomes';

const away = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('UnrecordedOutcomes', () => {
  it('writes at once while the database answers', async () => {
    const outcomes = new UnrecordedOutcomes();
    const written: string[] = [];
    await outcomes.record('1', async () => written.push('1'));
    expect(written).toEqual(['1']);
    expect(outcomes.size).toBe(0);
  });

  it('keeps a write the database missed, and writes the kept ones in order once it is back', async () => {
    const outcomes = new UnrecordedOutcomes();
    let databaseAway = true;
    const written: string[] = [];
    const write = (key: string) => async () => {
      if (databaseAway) throw away();
      written.push(key);
    };
    await outcomes.record('1', write('1'));
    await outcomes.record('2', write('2'));
    expect(outcomes.size).toBe(2);

    await expect(outcomes.flush()).rejects.toThrow(/ECONNREFUSED/);
    expect(outcomes.size).toBe(2);

    databaseAway = false;
    await outcomes.flush();
    expect(written).toEqual(['1', '2']);
    expect(outcomes.size).toBe(0);
  });

  it('keeps only the newest outcome of one key', async () => {
    const outcomes = new UnrecordedOutcomes();
    const written: string[] = [];
    let databaseAway = true;
    const write = (value: string) => async () => {
      if (databaseAway) throw away();
      written.push(value);
    };
    await outcomes.record('mail 7', write('retry'));
    await outcomes.record('mail 7', write('sent'));
    databaseAway = false;
    await outcomes.flush();
    expect(written).toEqual(['sent']);
  });

  it('lets any other failure through: a write the database refused is not an outage', async () => {
    const outcomes = new UnrecordedOutcomes();
    await expect(
      outcomes.record('1', async () => {
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
    expect(outcomes.size).toBe(0);
  });
});
