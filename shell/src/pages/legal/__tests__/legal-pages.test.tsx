import { formatLongDate } from '@univida/shared-ui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../test/render';
import { LegalNoticePage } from '../legal-notice-page';
import { PrivacyPolicyPage } from '../privacy-policy-page';
import { TermsPage } from '../terms-page';

describe.each([
  ['Términos y condiciones', TermsPage],
  ['Política de privacidad', PrivacyPolicyPage],
  ['Aviso legal', LegalNoticePage],
])('%s', (title, Page) => {
  it('is dated today in Spanish and keeps the placeholders to fill in', () => {
    renderInShell(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(
      screen.getByText(`Última actualización: ${formatLongDate(new Date())}`),
    ).toBeInTheDocument();
    expect(document.body).toHaveTextContent(/\[URL DEL SITIO\]|\[EMAIL DE CONTACTO\]/);
    expect(document.title).toBe(`${title} · UniVida`);
  });
});

describe('legal content', () => {
  it('the terms give 30 days of notice for material changes', () => {
    renderInShell(<TermsPage />);
    expect(document.body).toHaveTextContent('30 días de preaviso');
  });

  it('the legal notice names the owner entity and Spanish law', () => {
    renderInShell(<LegalNoticePage />);
    expect(document.body).toHaveTextContent('UniVida S.L. [TITULAR]');
    expect(document.body).toHaveTextContent('Ley 34/2002');
    expect(document.body).toHaveTextContent('legislación española');
    expect(document.body).toHaveTextContent('[DIRECCIÓN]');
  });

  it('the privacy policy cites the RGPD and the LOPDGDD', () => {
    renderInShell(<PrivacyPolicyPage />);
    expect(document.body).toHaveTextContent('(RGPD)');
    expect(document.body).toHaveTextContent('(LOPDGDD)');
  });
});
