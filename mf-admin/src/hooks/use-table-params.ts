import { useSearchParams } from '@univida/shared-router';

/** URL parameter names of the tabs (?q=&ciudad=&orden=&dir=&pagina=, the log's ?admin=&accion=&tipo=). */
const PARAM = {
  search: 'q',
  city: 'ciudad',
  sort: 'orden',
  direction: 'dir',
  page: 'pagina',
  actor: 'admin',
  action: 'accion',
  entity: 'tipo',
} as const;

export interface TableParams<Sort extends string> {
  search: string;
  city: string;
  sort: Sort;
  ascending: boolean;
  page: number;
}

type ParamPatch = Partial<Record<keyof typeof PARAM, string>>;

/** Writes parameters into the URL, replacing the entry (no history entry per keystroke). */
function useParamWriter() {
  const [params, setParams] = useSearchParams();
  const write = (patch: ParamPatch) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, text] of Object.entries(patch) as [keyof typeof PARAM, string][]) {
          if (text) next.set(PARAM[key], text);
          else next.delete(PARAM[key]);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [params, write] as const;
}

const readPage = (params: URLSearchParams) =>
  Math.max(1, Number.parseInt(params.get(PARAM.page) ?? '1', 10) || 1);

/** The page of a list that is neither searched nor sorted (?pagina=). */
export function usePageParam() {
  const [params, write] = useParamWriter();
  return {
    page: readPage(params),
    setPage: (page: number) => write({ page: page > 1 ? String(page) : '' }),
  };
}

/** The audit log's filters: which admin, kind of action and kind of item (?admin=&accion=&tipo=&pagina=). */
export function useAuditParams() {
  const [params, write] = useParamWriter();
  return {
    actor: params.get(PARAM.actor) ?? '',
    action: params.get(PARAM.action) ?? '',
    entity: params.get(PARAM.entity) ?? '',
    page: readPage(params),
    setActor: (actor: string) => write({ actor, page: '' }),
    setAction: (action: string) => write({ action, page: '' }),
    setEntity: (entity: string) => write({ entity, page: '' }),
    setPage: (page: number) => write({ page: page > 1 ? String(page) : '' }),
  };
}

/**
 * A table tab's search, city filter, sort and page, kept in the URL so a reload, a shared link or
 * back shows the same rows. Changing what is shown goes back to page 1.
 */
export function useTableParams<Sort extends string>(
  sorts: readonly Sort[],
  defaults: { sort: Sort; ascending: boolean },
) {
  const [params, update] = useParamWriter();
  const requestedSort = params.get(PARAM.sort) as Sort | null;
  const sort = requestedSort && sorts.includes(requestedSort) ? requestedSort : defaults.sort;
  const direction = params.get(PARAM.direction);
  const value: TableParams<Sort> = {
    search: params.get(PARAM.search) ?? '',
    city: params.get(PARAM.city) ?? '',
    sort,
    ascending: direction ? direction === 'asc' : defaults.ascending,
    page: readPage(params),
  };

  return {
    ...value,
    setSearch: (search: string) => update({ search, page: '' }),
    setCity: (city: string) => update({ city, page: '' }),
    /** Sorts by `key`; the same key again flips the direction. */
    toggleSort: (key: Sort) =>
      update({
        sort: key,
        direction: key === value.sort ? (value.ascending ? 'desc' : 'asc') : 'asc',
        page: '',
      }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : '' }),
  };
}
