import { Button } from '@univida/shared-ui';
import styled from 'styled-components';
import type { RemoteRegistry } from './remote-registry';

/** The bars of PreviewBanner: each active preview, with its way out, and a refused one explained. */
export default function PreviewBars({ registry }: { registry: RemoteRegistry }) {
  const previews = registry.previews();
  const refusal = registry.refusalMessage();
  return (
    <Stack>
      {previews.map(({ remote, origin }) => (
        <Bar key={remote} role="status" $tone="warning">
          <span>
            Vista previa activa: <strong>{remote}</strong> desde <strong>{origin}</strong>
          </span>
          <Button size="sm" variant="outline" onClick={() => registry.exitPreview(remote)}>
            Salir de la vista previa
          </Button>
        </Bar>
      ))}
      {refusal && (
        <Bar role="alert" $tone="destructive">
          <span>{refusal}</span>
          <Button size="sm" variant="ghost" onClick={() => registry.dismissRefusal()}>
            Cerrar
          </Button>
        </Bar>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
`;

const Bar = styled.div<{ $tone: 'warning' | 'destructive' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningText : theme.colors.destructiveText)};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.destructiveSoft)};
  border-bottom: 1px solid
    ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.destructive)};
  overflow-wrap: anywhere;
`;
