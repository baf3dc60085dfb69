import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyResolver, RULES_UNAVAILABLE } from '../lazy-resolver';

const schema = z.object({ email: z.email('Introduce un email válido.') });
type Input = z.infer<typeof schema>;

/** A form whose rules arrive through `load`, recording what it sends. */
function renderForm(load: () => Promise<Resolver<Input, unknown, Input>>) {
  const rules = lazyResolver(load);
  const sent: Input[] = [];
  function Form() {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm<Input>({ resolver: rules.resolver });
    return (
      <form onSubmit={handleSubmit((values) => void sent.push(values))} onFocus={rules.preload}>
        <label>
          Email
          <input {...register('email')} />
        </label>
        {errors.email && <p>{errors.email.message}</p>}
        <button type="submit">Enviar</button>
      </form>
    );
  }
  renderApp(<Form />);
  return sent;
}

describe('lazyResolver', () => {
  it('downloads the rules once, on first focus, and validates with them', async () => {
    let loads = 0;
    const sent = renderForm(async () => {
      loads += 1;
      return zodResolver(schema);
    });
    expect(loads).toBe(0);
    await userEvent.type(screen.getByLabelText('Email'), 'no-es-un-email');
    expect(loads).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Introduce un email válido.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await expect.poll(() => sent).toEqual([{ email: 'ana@example.com' }]);
    expect(loads).toBe(1);
  });

  it('refuses to send when the rules cannot be downloaded, says so, and tries again next time', async () => {
    let online = false;
    const sent = renderForm(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return zodResolver(schema);
    });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(RULES_UNAVAILABLE)).toBeInTheDocument();
    expect(sent).toEqual([]);
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await expect.poll(() => sent).toEqual([{ email: 'ana@example.com' }]);
  });
});
