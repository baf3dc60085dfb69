// Visual check of every shared-ui primitive on one page (`npm run gallery -w @univida/shared-ui`).
// Not shipped: apps import the package from src/index.ts.
import { Bell, Heart, LogOut, User } from 'lucide-react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  Container,
  Dialog,
  DropdownMenu,
  EmptyState,
  Field,
  formatEurosPerMonth,
  formatLongDate,
  formatRelativeTime,
  formatScore,
  Input,
  PageHeader,
  Progress,
  Select,
  Skeleton,
  Slider,
  Spinner,
  StarRating,
  Stepper,
  Switch,
  Tabs,
  Textarea,
  toast,
  Toaster,
  UniVidaThemeProvider,
} from '../src';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[10]};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;
const H2 = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

// ?dialog opens the dialog and ?toast fires a toast on load, for screenshots.
const params = new URLSearchParams(location.search);

function Gallery() {
  const [city, setCity] = useState('');
  const [budget, setBudget] = useState([500]);
  const [rating, setRating] = useState(0);
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <Container as="main">
      <PageHeader
        title="Sistema de diseño"
        subtitle="Tu vida universitaria, simplificada"
        actions={<Button onClick={() => toast({ title: 'Hola' })}>Acción principal</Button>}
      />
      <Section>
        <H2>Botones</H2>
        <Row>
          <Button>Primario</Button>
          <Button variant="secondary">Secundario</Button>
          <Button variant="outline">Contorno</Button>
          <Button variant="ghost">Fantasma</Button>
          <Button variant="destructive">Eliminar</Button>
          <Button variant="link">Enlace</Button>
          <Button size="sm">Pequeño</Button>
          <Button size="lg">Grande</Button>
          <Button size="icon" aria-label="Favorito">
            <Heart size={18} />
          </Button>
          <Button loading>Guardando</Button>
          <Button disabled>Desactivado</Button>
        </Row>
        <Row>
          <Badge>Nuevo</Badge>
          <Badge variant="secondary">Ocio</Badge>
          <Badge variant="success">95% compatible</Badge>
          <Badge variant="warning">85% compatible</Badge>
          <Badge variant="destructive">Denunciado</Badge>
          <Badge variant="outline">Piso</Badge>
          <Avatar name="Ana García" size="sm" />
          <Avatar name="Luis" />
          <Avatar name="Marta López" size="lg" />
          <Avatar name="Marta López" userId="00000000-0000-4000-a000-000000000003" size="lg" />
          <Spinner />
          <Spinner label="Cargando novedades..." showLabel />
        </Row>
        <Row>
          <Button
            variant="outline"
            onClick={() =>
              toast({
                title: 'Guardado',
                variant: 'success',
                description: 'Tus cambios se han guardado.',
              })
            }
          >
            Toast de éxito
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              toast({ title: 'Error', variant: 'destructive', description: 'No se pudo guardar.' })
            }
          >
            Toast de error
          </Button>
          <Button variant="outline" onClick={() => setConfirmOpen(true)}>
            Confirmar
          </Button>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="¿Eliminar esta noticia?"
            description="Esta acción no se puede deshacer."
            confirmLabel="Eliminar"
            destructive
            onConfirm={() => toast({ title: 'Elemento eliminado', variant: 'success' })}
          />
          <Dialog.Root defaultOpen={params.has('dialog')}>
            <Dialog.Trigger asChild>
              <Button variant="secondary">Abrir diálogo</Button>
            </Dialog.Trigger>
            <Dialog.Content>
              <Dialog.Title>Calculadora de nota</Dialog.Title>
              <Dialog.Description>Introduce tus notas de 0 a 10.</Dialog.Description>
              <Field label="Bachillerato">
                <Input inputMode="decimal" placeholder="8,5" />
              </Field>
              <Dialog.Footer>
                <Dialog.Close asChild>
                  <Button variant="outline">Cancelar</Button>
                </Dialog.Close>
                <Button>Calcular</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Root>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button variant="ghost">
                <User size={18} /> Mi cuenta
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content>
              <DropdownMenu.Label>Ana García</DropdownMenu.Label>
              <DropdownMenu.Item>
                <Bell /> Notificaciones
              </DropdownMenu.Item>
              <DropdownMenu.Separator />
              <DropdownMenu.Item>
                <LogOut /> Cerrar sesión
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </Row>
      </Section>

      <Section>
        <H2>Tarjetas</H2>
        <Grid>
          <Card interactive>
            <Card.Header>
              <Card.Title>Piso luminoso en el centro</Card.Title>
              <Card.Description>Zaragoza · 3 habitaciones</Card.Description>
            </Card.Header>
            <Card.Content>
              <Row>
                <StarRating value={4.5} size="sm" />
                <span>4,5 (12 opiniones)</span>
              </Row>
            </Card.Content>
            <Card.Footer>
              <strong>{formatEurosPerMonth(1200)}</strong>
              <Badge variant="secondary">Piso</Badge>
            </Card.Footer>
          </Card>
          <Card>
            <Card.Header>
              <Card.Title>Ingeniería Informática</Card.Title>
              <Card.Description>Universidad de Zaragoza</Card.Description>
            </Card.Header>
            <Card.Content>
              Nota de corte: <strong>{formatScore(12.345)}</strong>
              <p>{formatLongDate(new Date())}</p>
              <p>{formatRelativeTime(Date.now() - 5 * 60_000)}</p>
            </Card.Content>
          </Card>
          <Card>
            <Card.Content>
              <Skeleton height={140} />
              <div style={{ height: 12 }} />
              <Skeleton width="70%" />
              <div style={{ height: 8 }} />
              <Skeleton width="40%" />
            </Card.Content>
          </Card>
        </Grid>
      </Section>

      <Section>
        <H2>Formularios</H2>
        <Stepper
          steps={['Cuenta', 'Datos', 'Estudios', 'Estilo de vida', 'Preferencias', 'Foto']}
          current={2}
        />
        <Progress value={50} />
        <Grid>
          <Field label="Email" hint="Nunca lo compartimos" required>
            <Input type="email" placeholder="tu@email.com" />
          </Field>
          <Field label="Contraseña" error="La contraseña debe tener al menos 6 caracteres">
            <Input type="password" defaultValue="123" />
          </Field>
          <Field label="Ciudad">
            <Select
              value={city}
              onValueChange={setCity}
              placeholder="Elige una ciudad"
              options={[
                { value: 'Madrid', label: 'Madrid' },
                { value: 'Zaragoza', label: 'Zaragoza' },
              ]}
            />
          </Field>
          <Field label={`Presupuesto: ${formatEurosPerMonth(budget[0] ?? 0)}`}>
            <Slider
              value={budget}
              onValueChange={setBudget}
              min={150}
              max={1500}
              step={50}
              formatValue={formatEurosPerMonth}
            />
          </Field>
          <Field label="Biografía">
            <Textarea placeholder="Cuéntanos algo sobre ti" />
          </Field>
          <div>
            <Checkbox label="Acepto los términos" />
            <Switch label="Busco compañero de piso" defaultChecked />
            <StarRating value={rating} onChange={setRating} label="Tu valoración" />
          </div>
        </Grid>
        <Tabs.Root defaultValue="resumen">
          <Tabs.List aria-label="Secciones">
            <Tabs.Trigger value="resumen">Resumen</Tabs.Trigger>
            <Tabs.Trigger value="usuarios">Usuarios</Tabs.Trigger>
            <Tabs.Trigger value="noticias">Noticias</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="resumen">
            <EmptyState
              icon={<Heart />}
              title="Aún no tienes favoritos"
              description="Guarda alojamientos para verlos aquí."
              action={<Button>Explorar alojamientos</Button>}
            />
          </Tabs.Content>
          <Tabs.Content value="usuarios">Usuarios</Tabs.Content>
          <Tabs.Content value="noticias">Noticias</Tabs.Content>
        </Tabs.Root>
      </Section>
      <Toaster />
    </Container>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <UniVidaThemeProvider>
        <Gallery />
      </UniVidaThemeProvider>
    </StrictMode>,
  );
}
if (params.has('toast')) {
  toast({ title: 'Sugerencia enviada', description: 'La revisaremos pronto.', variant: 'success' });
}
