import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_STORAGE_KEY } from '../../constants';
import { consumePreviewRequest, evaluatePreviewRequest, readPreviewOverrides } from '../preview';
import { testConfig } from './test-config';

describe('evaluatePreviewRequest', () => {
  it('accepts a known remote served from an allowed origin', () => {
    expect(
      evaluatePreviewRequest(
        'mf_housing@https://preview.univida.es/pr-12/remoteEntry.js',
        testConfig,
      ),
    ).toEqual({
      status: 'accepted',
      override: {
        remote: 'mf_housing',
        entry: 'https://preview.univida.es/pr-12/remoteEntry.js',
        origin: 'https://preview.univida.es',
      },
    });
  });

  it('refuses any other origin and names it', () => {
    expect(
      evaluatePreviewRequest('mf_housing@https://evil.example/remoteEntry.js', testConfig),
    ).toEqual({
      status: 'refused',
      message: 'Origen de vista previa no permitido: https://evil.example',
    });
  });

  it('compares whole origins, not prefixes', () => {
    const request = evaluatePreviewRequest(
      'mf_housing@https://preview.univida.es.evil.example/x.js',
      testConfig,
    );
    expect(request.status).toBe('refused');
    expect(evaluatePreviewRequest('mf_housing@http://localhost:5003/x.js', testConfig).status).toBe(
      'refused',
    );
  });

  it.each([
    'mf_housing',
    'mf_housing@',
    '@https://preview.univida.es/x.js',
    'mf_housing@javascript:alert(1)',
  ])('refuses the malformed value %s', (value) => {
    expect(evaluatePreviewRequest(value, testConfig)).toEqual({
      status: 'refused',
      message: `Parámetro de vista previa no válido: ${value}`,
    });
  });

  it('refuses a remote the config does not know', () => {
    expect(evaluatePreviewRequest('mf_evil@https://preview.univida.es/x.js', testConfig)).toEqual({
      status: 'refused',
      message: 'Módulo de vista previa desconocido: mf_evil',
    });
  });
});

describe('consumePreviewRequest', () => {
  const location = (search: string) => ({ href: `https://univida.es/alojamiento${search}#fotos` });

  it('stores an accepted preview for the tab and strips the parameter from the URL', () => {
    const replaceUrl = vi.fn();
    const entry = 'https://preview.univida.es/remoteEntry.js';
    const result = consumePreviewRequest(
      testConfig,
      sessionStorage,
      location(`?remote=mf_housing@${encodeURIComponent(entry)}&x=1`),
      replaceUrl,
    );
    expect(result.refusal).toBeNull();
    expect(result.overrides.mf_housing?.entry).toBe(entry);
    expect(replaceUrl).toHaveBeenCalledWith('/alojamiento?x=1#fotos');
    expect(readPreviewOverrides(sessionStorage, testConfig)).toEqual(result.overrides);
  });

  it('stores nothing for a refused origin and reports it', () => {
    const result = consumePreviewRequest(
      testConfig,
      sessionStorage,
      location('?remote=mf_housing@https://evil.example/remoteEntry.js'),
      vi.fn(),
    );
    expect(result).toEqual({
      overrides: {},
      refusal: 'Origen de vista previa no permitido: https://evil.example',
    });
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('keeps an earlier preview of the tab when the URL has none', () => {
    consumePreviewRequest(
      testConfig,
      sessionStorage,
      location('?remote=mf_admin@http://localhost:5002/e.js'),
      vi.fn(),
    );
    const replaceUrl = vi.fn();
    const result = consumePreviewRequest(testConfig, sessionStorage, location(''), replaceUrl);
    expect(Object.keys(result.overrides)).toEqual(['mf_admin']);
    expect(replaceUrl).not.toHaveBeenCalled();
  });

  it('drops a stored preview whose origin is no longer allowed', () => {
    sessionStorage.setItem(
      PREVIEW_STORAGE_KEY,
      JSON.stringify({
        mf_admin: { remote: 'mf_admin', entry: 'https://old-preview.example/e.js' },
      }),
    );
    expect(readPreviewOverrides(sessionStorage, testConfig)).toEqual({});
  });
});
