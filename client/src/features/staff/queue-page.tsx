// The work queue: counts per status, filters, and a server-sorted, server-paged table
// (TanStack Table in manual mode: the API does the sorting, filtering and paging).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import {
  createColumnHelper,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table'
import { type FormEvent, useEffect, useMemo, useRef } from 'react'
import { APPLICATION_STATUSES } from '../../../../shared/application-status'
import { PAGE_SIZE, PAYMENT_FILTERS, type QueueSearch, type QueueSortKey } from './queue-search'
import { fetchQueue, type QueueQuery } from './staff-api'
import { StaffField } from './staff-form'
import { formatTime, paymentLabel, STATUS_LABELS, statusLabel } from './staff-format'
import type { QueueRow } from './staff-types'

const features = tableFeatures({ rowSortingFeature })
const column = createColumnHelper<typeof features, QueueRow>()

const columns = column.columns([
  column.accessor('number', {
    id: 'number',
    header: 'Number',
    cell: (info) => (
      <>
        <Link to="/staff/applications/$number" params={{ number: info.getValue() }}>
          {info.getValue()}
        </Link>
        {info.row.original.urgent && <span className="staff-urgent">Urgent</span>}
        {info.row.original.group && <span className="staff-group">Group</span>}
      </>
    ),
  }),
  column.accessor('name', { id: 'name', header: 'Name' }),
  column.accessor('nationality', { id: 'nationality', header: 'Nationality' }),
  column.accessor('visaType', { id: 'visa', header: 'Visa' }),
  column.accessor('arrival', { id: 'arrival', header: 'Arrival' }),
  column.accessor('payment', {
    id: 'payment',
    header: 'Payment',
    cell: (info) => paymentLabel(info.getValue()),
  }),
  column.accessor('status', { id: 'status', header: 'Status', cell: (info) => statusLabel(info.getValue()) }),
  column.accessor('updated', {
    id: 'updated',
    header: 'Updated',
    cell: (info) => formatTime(info.getValue()),
  }),
])

function toQuery(search: QueueSearch): QueueQuery {
  return {
    page: search.page ?? 1,
    pageSize: PAGE_SIZE,
    sort: search.sort,
    dir: search.dir,
    status: search.status,
    payment: search.payment,
    q: search.q,
  }
}

export function QueuePage({ search }: { search: QueueSearch }) {
  const navigate = useNavigate({ from: '/staff/' })
  const query = toQuery(search)
  const queue = useQuery({
    queryKey: ['staff', 'queue', query],
    queryFn: ({ signal }) => fetchQueue(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

  const sorting: SortingState = useMemo(
    () =>
      search.sort && search.sort !== 'urgency' ? [{ id: search.sort, desc: search.dir === 'desc' }] : [],
    [search.sort, search.dir],
  )
  const setSearch = (next: Partial<QueueSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })

  // After a search or a page change, focus goes to the results heading once the new results are
  // in, so a keyboard or screen reader user lands on what they asked for, not on the page's top.
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const focusAfter = useRef<number | undefined>(undefined)
  const focusResults = (unchanged: boolean) => {
    if (unchanged) resultsHeading.current?.focus()
    else focusAfter.current = queue.dataUpdatedAt
  }
  useEffect(() => {
    const after = focusAfter.current
    if (after === undefined || queue.isPlaceholderData || queue.dataUpdatedAt <= after) return
    focusAfter.current = undefined
    resultsHeading.current?.focus()
  }, [queue.dataUpdatedAt, queue.isPlaceholderData])

  const table = useTable({
    features,
    columns,
    data: queue.data?.rows ?? [],
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      if (first) setSearch({ sort: first.id as QueueSortKey, dir: first.desc ? 'desc' : 'asc' })
      else setSearch({ sort: undefined, dir: undefined })
    },
  })

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    focusResults((q || undefined) === search.q && !search.page)
    setSearch({ q: q || undefined })
  }

  const data = queue.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  const page = data?.page ?? query.page
  return (
    <article className="staff-queue">
      <h1>Applications</h1>
      <nav aria-label="Counts per status" className="staff-counts">
        <ul>
          <li>
            <Link
              to="/staff"
              search={{ q: search.q, payment: search.payment }}
              aria-current={search.status ? undefined : 'true'}
            >
              All
            </Link>
          </li>
          {APPLICATION_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to="/staff"
                search={{ status, q: search.q, payment: search.payment }}
                aria-current={search.status === status ? 'true' : undefined}
              >
                {STATUS_LABELS[status]} <span className="staff-count">{data?.counts[status] ?? 0}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="staff-filters">
        <FilterSelect
          id="queue-status"
          label="Status"
          all="All statuses"
          value={search.status}
          options={APPLICATION_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const)}
          onChange={(status) => setSearch({ status })}
        />
        <FilterSelect
          id="queue-payment"
          label="Payment"
          all="All payments"
          value={search.payment}
          options={PAYMENT_FILTERS.map((payment) => [payment, paymentLabel(payment)] as const)}
          onChange={(payment) => setSearch({ payment })}
        />
        <search className="staff-search">
          <form className="field" onSubmit={find}>
            <label htmlFor="queue-search">Search</label>
            <div className="lookup-row">
              <input
                id="queue-search"
                name="q"
                type="search"
                defaultValue={search.q ?? ''}
                key={search.q ?? ''}
                aria-describedby="queue-search-hint"
              />
              <button type="submit" className="button button-primary">
                Find
              </button>
            </div>
            <p id="queue-search-hint" className="field-hint">
              Application number, surname, passport number or email.
            </p>
          </form>
        </search>
      </div>

      {queue.isError && (
        <p role="alert" className="notice notice-warning">
          The queue could not be loaded: {queue.error.message}
        </p>
      )}

      <h2 id="queue-results" ref={resultsHeading} tabIndex={-1} className="staff-results-heading">
        {data ? `Results: ${data.total} found` : 'Results'}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus. */}
      <section className="table-wrap" aria-label="Applications" tabIndex={0}>
        <table className="staff-table" aria-busy={queue.isFetching}>
          <caption className="visually-hidden">
            Applications, {data ? `${data.total} found` : 'loading'}; urgent arrivals first unless sorted
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    >
                      <button
                        type="button"
                        className="staff-sort"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </span>
                      </button>
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={row.original.urgent ? 'staff-row-urgent' : undefined}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {data && data.rows.length === 0 && <p>No applications match.</p>}

      <nav className="staff-paging" aria-label="Pages">
        <button
          type="button"
          className="button button-secondary"
          disabled={page <= 1}
          onClick={() => {
            focusResults(false)
            setSearch({ page: page - 1 > 1 ? page - 1 : undefined })
          }}
        >
          Previous
        </button>
        <span aria-live="polite">
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className="button button-secondary"
          disabled={page >= pages}
          onClick={() => {
            focusResults(false)
            setSearch({ page: page + 1 })
          }}
        >
          Next
        </button>
      </nav>
    </article>
  )
}

/** A filter of the queue: "all" (the empty choice) or one value. */
function FilterSelect<Value extends string>({
  id,
  label,
  all,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  all: string
  value: Value | undefined
  options: readonly (readonly [Value, string])[]
  onChange: (value: Value | undefined) => void
}) {
  return (
    <StaffField id={id} label={label}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
      >
        <option value="">{all}</option>
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </StaffField>
  )
}
