import { Badge } from '@chakra-ui/react';
import type { HttpMethod } from '../openapi-model';

/** GET green, POST blue, as most API references colour them. */
export function MethodBadge({ method, size = 'md' }: { method: HttpMethod; size?: 'sm' | 'md' }) {
  return (
    <Badge
      colorPalette={method === 'GET' ? 'green' : 'blue'}
      variant="solid"
      size={size}
      fontFamily="mono"
      minW={size === 'md' ? '12' : '10'}
      justifyContent="center"
    >
      {method}
    </Badge>
  );
}
