import { useCallback, useEffect, useReducer } from "react";

/** SPEC 9: the chat card animates for 250 ms. */
export const CHAT_ANIMATION_MS = 250;

/**
 * SPEC 4, chat card: hidden, showing (animating in), visible; closing is the 250 ms animation back to hidden.
 * `collapsed` is the toggle that hides the launcher button itself.
 */
export type ChatPhase = "hidden" | "showing" | "visible" | "closing";
export type ChatState = { phase: ChatPhase; collapsed: boolean };
export type ChatEvent = "open" | "close" | "animationDone" | "toggleCollapsed";

export const initialChatState: ChatState = { phase: "hidden", collapsed: false };

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event) {
    case "open":
      if (state.collapsed || state.phase === "showing" || state.phase === "visible") return state;
      return { ...state, phase: "showing" };
    case "close":
      if (state.phase === "hidden" || state.phase === "closing") return state;
      return { ...state, phase: "closing" };
    case "animationDone":
      if (state.phase === "showing") return { ...state, phase: "visible" };
      if (state.phase === "closing") return { ...state, phase: "hidden" };
      return state;
    case "toggleCollapsed": {
      const collapsed = !state.collapsed;
      // Collapsing the launcher also closes an open card.
      const phase = collapsed && (state.phase === "showing" || state.phase === "visible") ? "closing" : state.phase;
      return { collapsed, phase };
    }
  }
}

/** The state machine with its timing: each animated phase ends after CHAT_ANIMATION_MS. */
export function useChatMachine() {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  useEffect(() => {
    if (state.phase !== "showing" && state.phase !== "closing") return;
    const timer = setTimeout(() => dispatch("animationDone"), CHAT_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);
  return {
    state,
    open: useCallback(() => dispatch("open"), []),
    close: useCallback(() => dispatch("close"), []),
    toggleCollapsed: useCallback(() => dispatch("toggleCollapsed"), []),
  };
}
