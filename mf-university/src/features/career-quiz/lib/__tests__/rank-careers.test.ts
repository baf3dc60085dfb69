import { describe, expect, it } from 'vitest';
import { rankCareers } from '../rank-careers';

const names = (answers: number[]) => rankCareers(answers).map((career) => career.name);

describe('rankCareers', () => {
  it('puts first the career most answers point to, and shows four', () => {
    // Society and law twice, creativity once.
    expect(names([4, 2, 4])).toEqual([
      'Derecho',
      'Diseño Multimedia y Gráfico',
      'Ingeniería Informática',
      'Enfermería',
    ]);
    expect(rankCareers([4, 2, 4]).map((career) => career.matches)).toEqual([2, 1, 0, 0]);
  });

  it('gives different results for different answers', () => {
    expect(names([1, 1, 1])[0]).toBe('Enfermería');
    expect(names([3, 3, 0])[0]).toBe('Administración y Dirección de Empresas');
    expect(names([1, 1, 1])).not.toEqual(names([3, 3, 0]));
  });
});
