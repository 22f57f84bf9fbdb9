import { habitPeriodsOf, peakHours, toHabitBarData } from './habit-data';
import { testReports } from './test-reports';

const hour = (h: number, inflow: [string, number], outflow: [string, number]) => ({
  hour: String(h),
  inflow_amount: inflow[0],
  inflow_count: inflow[1],
  outflow_amount: outflow[0],
  outflow_count: outflow[1],
});
const habit = Array.from({ length: 24 }, (_, h) =>
  h === 2
    ? hour(2, ['500', 1], ['20', 4])
    : h === 19
      ? hour(19, ['30', 6], ['800', 2])
      : hour(h, ['0', 0], ['0', 0]),
);

describe('hourly habit data (spec 02 §3, §9)', () => {
  it('mirrors outflow below the axis, in amount or count', () => {
    const amount = toHabitBarData(habit, 'amount');
    expect(amount).toHaveLength(24);
    expect(amount[2]).toEqual({ hour: '2', inflow: 500, outflow: -20 });
    expect(toHabitBarData(habit, 'count')[19]).toEqual({ hour: '19', inflow: 6, outflow: -2 });
  });

  it('finds the hours with the most inflow and outflow', () => {
    expect(peakHours(toHabitBarData(habit, 'amount'))).toEqual({ inflow: '2', outflow: '19' });
    expect(peakHours(toHabitBarData(habit, 'count'))).toEqual({ inflow: '19', outflow: '2' });
  });

  it('works out the periods and the busiest one when the report has no metrics', () => {
    const { periods, busiest } = habitPeriodsOf({ habit, metrics: undefined });
    expect(periods.map((p) => [p.period, p.amount, p.count])).toEqual([
      ['night', 520, 5],
      ['morning', 0, 0],
      ['afternoon', 0, 0],
      ['evening', 830, 8],
    ]);
    expect(busiest).toBe('evening');
  });

  it('uses the report’s own metrics when it has them, and they agree with the hours', () => {
    const report = testReports.sanctioned;
    expect(habitPeriodsOf(report).busiest).toBe(report.metrics?.busiest_period);
    const computed = habitPeriodsOf({ habit: report.habit, metrics: undefined });
    expect(computed.busiest).toBe(report.metrics?.busiest_period);
    expect(computed.periods.map((p) => p.count)).toEqual(report.metrics?.habit_periods.map((p) => p.count));
  });

  it('has no busiest period without transfers', () => {
    const quiet = habit.map((h) => hour(Number(h.hour), ['0', 0], ['0', 0]));
    expect(habitPeriodsOf({ habit: quiet, metrics: undefined }).busiest).toBeNull();
  });
});
