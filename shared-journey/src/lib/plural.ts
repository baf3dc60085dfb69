/** '1 alojamiento', '12 alojamientos' (es-ES digits grouping: '1.200 alojamientos'). */
export function countLabel(count: number, one: string, many: string): string {
  return `${new Intl.NumberFormat('es-ES').format(count)} ${count === 1 ? one : many}`;
}
