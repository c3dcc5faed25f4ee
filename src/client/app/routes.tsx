import { type PageRoute, pageTable } from '@shared/routes'
import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { HomePage } from '../features/home/home-page'
import { useEmbed } from '../lib/embed-context'
import { MainLayout } from './layout/main-layout'
import { NotFoundRoute, pageViews } from './pages'
import { ProtectedRoute } from './protected-route'

/** In embed mode (by frame or global configuration) a page that is not embeddable shows the home screen. */
function UnlessEmbedded({ children }: { children: ReactNode }) {
  const { embedMode } = useEmbed()
  return embedMode ? <HomePage /> : children
}

/** One router entry per row of the route table. */
function routeFor(row: PageRoute, key: string) {
  const { Component } = pageViews[row.page]
  const element = row.embeddable ? (
    <Component />
  ) : (
    <UnlessEmbedded>
      <Component />
    </UnlessEmbedded>
  )
  return row.path === '/' ? (
    <Route key={key} index element={element} />
  ) : (
    <Route key={key} path={row.path.slice(1)} element={element} />
  )
}

export function AppRoutes({ hideNavigation = false }: { hideNavigation?: boolean }) {
  return (
    <Routes>
      <Route element={<MainLayout hideNavigation={hideNavigation} />}>
        <Route path="embed">
          {pageTable.filter((row) => row.embeddable).map((row) => routeFor(row, `embed${row.path}`))}
          <Route path="*" element={<HomePage />} />
        </Route>
        {pageTable.filter((row) => row.access === 'public').map((row) => routeFor(row, row.path))}
        <Route element={<ProtectedRoute />}>
          {pageTable.filter((row) => row.access !== 'public').map((row) => routeFor(row, row.path))}
        </Route>
        <Route
          path="*"
          element={
            <UnlessEmbedded>
              <NotFoundRoute />
            </UnlessEmbedded>
          }
        />
      </Route>
    </Routes>
  )
}
