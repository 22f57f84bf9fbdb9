import { Badge, Box, defineStyle, Table } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PlainBadge } from './plain-badge';
import { colorVar, stylesPerValue, useSlotRecipeClasses, useStaticClass } from './static-class';

const framed = defineStyle({ display: 'flex', gap: '3', color: 'fg.muted', md: { gap: '6' } });

function Framed({ label }: { readonly label: string }) {
  return <div className={useStaticClass(framed)}>{label}</div>;
}

function PlainCell() {
  const table = useSlotRecipeClasses<'root' | 'cell'>({ recipe: 'table', variants: { size: 'sm' } });
  return (
    <table className={table.root}>
      <tbody>
        <tr>
          <td className={table.cell}>plain</td>
        </tr>
      </tbody>
    </table>
  );
}

const rulesOf = (className: string) =>
  [...document.querySelectorAll('style')].flatMap((style) =>
    (style.textContent ?? '').split('}').filter((rule) => rule.includes(`.${className}`)),
  );

describe('static classes', () => {
  it('styles a plain element as Chakra styles the same props, the rules inserted once', () => {
    renderWithProviders(
      <>
        <Box display="flex" gap="3" color="fg.muted" md={{ gap: '6' }}>
          chakra
        </Box>
        <Framed label="one" />
        <Framed label="two" />
      </>,
    );
    const chakra = screen.getByText('chakra').className;
    const one = screen.getByText('one').className;
    expect(one).toBe(chakra);
    expect(screen.getByText('two').className).toBe(one);
    expect(rulesOf(one).join('}')).toMatch(/gap:var\(--chakra-spacing-3\)/);
    expect(rulesOf(one).filter((rule) => rule.includes('--chakra-spacing-3'))).toHaveLength(1);
  });

  it("gives a recipe's variant Chakra's class names and styles", () => {
    renderWithProviders(
      <>
        <Badge colorPalette="red" variant="solid">
          chakra
        </Badge>
        <PlainBadge colorPalette="red" variant="solid" className="extra">
          plain
        </PlainBadge>
        <Table.Root size="sm">
          <Table.Body>
            <Table.Row>
              <Table.Cell>chakra cell</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <PlainCell />
      </>,
    );
    const plain = screen.getByText('plain', { selector: 'span' });
    expect(plain.tagName).toBe('SPAN');
    expect(plain).toHaveClass('chakra-badge', 'extra');
    expect(plain.className.replace(' extra', '')).toBe(screen.getByText('chakra').className);
    expect(screen.getByText('plain', { selector: 'td' }).className).toBe(
      screen.getByText('chakra cell').className,
    );
  });
});

describe('styles per value', () => {
  it('gives back the same object for the same value, a new one for another', () => {
    const sized = stylesPerValue((size: string | Record<string, string>) => ({ boxSize: size }));
    expect(sized('8')).toBe(sized('8'));
    expect(sized({ base: '6', md: '8' })).toBe(sized({ base: '6', md: '8' }));
    expect(sized('6')).not.toBe(sized('8'));
    expect(sized('6')).toEqual({ boxSize: '6' });
  });

  it('names the variable the theme declares for a colour token', () => {
    expect(colorVar('red.solid')).toBe('var(--chakra-colors-red-solid)');
    expect(colorVar('bg.emphasized')).toBe('var(--chakra-colors-bg-emphasized)');
  });
});
