// A document's status as a badge in the colours of spec §4 (DEPOSITED and PARTIALS pink, APPROVED and PAID
// green, ISSUED sky blue, REJECTED and VOID red, PAYMENT DUE yellow; the rest gray), from the domain table.
// Each feature passes the status's name in its own words.
import { Badge } from '@mantine/core';
import { statusBadgeColour, type BadgeColour } from '@banchee/domain';

// Mantine has no "sky" palette; sky-600 reads as sky blue and keeps text contrast on the light badge.
const MANTINE_COLOUR: Record<BadgeColour, string> = {
  pink: 'pink',
  green: 'green',
  sky: '#0284c7',
  red: 'red',
  yellow: 'yellow',
  gray: 'gray',
};

export function StatusBadgeOf({
  status,
  label,
  size = 'md',
}: {
  status: string;
  label: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const colour = statusBadgeColour(status);
  return (
    <Badge
      variant="light"
      size={size}
      color={MANTINE_COLOUR[colour]}
      data-testid="status-badge"
      data-status={status}
      data-colour={colour}
      style={{ textTransform: 'none' }}
    >
      {label}
    </Badge>
  );
}
