// Axe over the account screens in their main states (contrast needs real layout: see shared-ui).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@univida/shared-ui/test/axe';
import { ProfileForm } from '../features/profile/components/profile-form';
import { RegistrationWizard } from '../features/registration/components/registration-wizard';
import { renderApp } from '@univida/shared-testing';
import { makeProfile } from '../test/profile-fixture';

const profile = makeProfile({
  city: 'Valencia',
  gender: 'female',
  is_looking_for_roommate: true,
  budget: 450,
});

describe('accessibility', { timeout: 30_000 }, () => {
  it('the wizard, including a step showing errors, has no axe violations', async () => {
    const user = userEvent.setup();
    renderApp(<RegistrationWizard initialRole="student" />);
    await screen.findByRole('radio', { name: 'Estudiante' });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await screen.findByText('El nombre es obligatorio.');
    expect(await axeViolations()).toEqual([]);
  });

  it('the profile in view and edit mode has no axe violations', async () => {
    const user = userEvent.setup();
    renderApp(
      <ProfileForm
        userId="user-1"
        email="ana@example.com"
        data={{ profile, phone: null, admissionGrade: null }}
      />,
    );
    await screen.findByRole('button', { name: 'Editar' });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('tab', { name: 'Preferencias' }));
    expect(await axeViolations()).toEqual([]);
  });
});
