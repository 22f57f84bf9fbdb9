import { describe, expect, it } from 'vitest';
import { gridColumns, group, outlined, row, spreadRow, stack, wrapRow } from './layout-styles';

describe('layout styles', () => {
  it('writes the flex layouts of Chakra’s Stack, HStack, Group and Flex', () => {
    expect(stack('2')).toEqual({ display: 'flex', flexDirection: 'column', gap: '2' });
    expect(row({ base: '1', md: '2' })).toEqual({
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: { base: '1', md: '2' },
    });
    expect(group('0!')).toMatchObject({ display: 'inline-flex', gap: '0!', isolation: 'isolate' });
    expect(wrapRow('1')).toEqual({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' });
    expect(spreadRow('2')).toMatchObject({ justifyContent: 'space-between', flexWrap: 'wrap', gap: '2' });
  });

  it('writes SimpleGrid’s columns, each at most an equal share', () => {
    expect(gridColumns(3)).toEqual({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
    expect(gridColumns({ base: 2, md: 4 })).toEqual({
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    });
  });

  it('outlines with a hairline unless told a width', () => {
    expect(outlined('md')).toEqual({ borderWidth: '1px', rounded: 'md' });
    expect(outlined('lg', '2px')).toEqual({ borderWidth: '2px', rounded: 'lg' });
  });
});
