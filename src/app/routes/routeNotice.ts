import { useLocation, useNavigate } from 'react-router-dom';

/** History state that carries a one-off message to the next page, e.g. `{notice: "Category not found"}`. */
export interface NoticeState {
  notice: string;
}

/**
 * The notice a route was sent to with (`navigate(to, {state: {notice}})`), shown once by the list screen it opened:
 * dismissing it drops it from the history entry, so Back or a reload does not show it again.
 */
export function useRouteNotice(): { notice: string | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as Partial<NoticeState> | null)?.notice ?? null;
  return {
    notice,
    dismiss: () => void navigate({ search: location.search }, { replace: true, state: null }),
  };
}
