import { render } from '@testing-library/react';
import { animated, RestingValue, to, useSpring, useSprings, useTransition } from './resting-springs';

/**
 * The springs the build hands nivo: each value at its goal from the first render, through the part
 * of react-spring's API nivo calls (bars and axis ticks are transitions, paths and tooltips
 * springs, sankey labels `useSprings`).
 */
type Bar = { key: string; x: number; height: number };

function Bars({ bars }: { bars: Bar[] }) {
  const transition = useTransition(bars, {
    keys: (bar: Bar) => bar.key,
    from: (bar: Bar) => ({ x: bar.x, height: 0, opacity: 0 }),
    enter: (bar: Bar) => ({ height: bar.height, opacity: 1 }),
    update: (bar: Bar) => ({ x: bar.x, height: bar.height }),
    leave: { opacity: 0 },
    config: 'gentle',
    immediate: false,
  });
  return (
    <svg role="img" aria-label="chart">
      {transition((style, bar) => (
        <animated.rect
          data-key={bar.key}
          x={style.x}
          height={style.height?.to((h) => Math.max(Number(h), 1))}
          style={{ opacity: style.opacity }}
        />
      ))}
    </svg>
  );
}

function Path({ d }: { d: string }) {
  const { value } = useSpring({
    from: { value: 0 },
    to: { value: 1 },
    reset: true,
    immediate: false,
  }) as Record<string, RestingValue>;
  const [labels] = useSprings(2, (i: number) => ({ transform: `translate(${i * 10}, 0)` })) as [
    Record<string, RestingValue>[],
    unknown,
  ];
  return (
    <svg role="img" aria-label="chart">
      <animated.path d={to(value, (t) => (t === 1 ? d : 'M0,0'))} />
      {labels.map((label, i) => (
        <animated.text key={String(i)} transform={label.transform}>
          {i}
        </animated.text>
      ))}
    </svg>
  );
}

describe('resting springs', () => {
  it('draws each item of a transition at its enter and update values, under its key', () => {
    const { container, rerender } = render(
      <Bars
        bars={[
          { key: 'a', x: 0, height: 0 },
          { key: 'b', x: 20, height: 30 },
        ]}
      />,
    );
    const rects = () =>
      [...container.querySelectorAll('rect')].map((r) => [
        r.dataset.key,
        r.getAttribute('x'),
        r.getAttribute('height'),
        r.style.opacity,
      ]);
    expect(rects()).toEqual([
      ['a', '0', '1', '1'],
      ['b', '20', '30', '1'],
    ]);

    // A redraw with other data rests at once at the new values; a gone item is gone.
    const first = container.querySelector('rect[data-key="b"]');
    rerender(<Bars bars={[{ key: 'b', x: 40, height: 10 }]} />);
    expect(rects()).toEqual([['b', '40', '10', '1']]);
    expect(container.querySelector('rect[data-key="b"]')).toBe(first);
  });

  it('rests a spring at its goal, and computes values from resting ones', () => {
    const { container } = render(<Path d="M0,0L10,10" />);

    expect(container.querySelector('path')?.getAttribute('d')).toBe('M0,0L10,10');
    expect([...container.querySelectorAll('text')].map((t) => t.getAttribute('transform'))).toEqual([
      'translate(0, 0)',
      'translate(10, 0)',
    ]);
    expect(to([new RestingValue(2), new RestingValue(3), 4], (a, b, c) => a * b * c).get()).toBe(24);
  });

  it('answers a spring in its function form with an imperative handle that moves nothing', () => {
    let handle: unknown;
    function Tooltip() {
      const [style, api] = useSpring(() => ({ to: { transform: 'translate(5px, 6px)' }, config: {} }));
      handle = api;
      return <animated.div style={{ transform: style.transform, color: 'red' }}>tip</animated.div>;
    }
    const { getByText } = render(<Tooltip />);

    expect(getByText('tip').style.transform).toBe('translate(5px, 6px)');
    expect(getByText('tip').style.color).toBe('red');
    expect(handle).toMatchObject({ start: expect.any(Function), stop: expect.any(Function) });
  });
});
