import { Card, Container, EmptyState, PageHeader, Stepper } from '@univida/shared-ui';
import { Link } from 'react-router-dom';

const steps = ['Tipo de cuenta', 'Datos', 'Perfil', 'Aficiones', 'Compañeros', 'Preferencias'];

/** /register — the six-step registration wizard (owners stop after step 2). */
export default function RegisterPage() {
  return (
    <Container>
      <PageHeader title="Registrarse" subtitle="Crea tu cuenta de estudiante o de propietario." />
      <Stepper steps={steps} current={0} />
      <Card>
        <Card.Content>
          <EmptyState title="Muy pronto" description="Aquí podrás crear tu cuenta." />
        </Card.Content>
        <Card.Footer>
          <Link to="/login">¿Ya tienes cuenta? Inicia sesión</Link>
        </Card.Footer>
      </Card>
    </Container>
  );
}
