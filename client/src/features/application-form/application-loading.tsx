// Kept apart from the screen: the pending state is its own small chunk and must show while the
// screen's code is still loading on a slow connection.
export function ApplicationLoading() {
  return (
    <p className="notice" role="status">
      Loading the application...
    </p>
  )
}
