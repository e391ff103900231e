// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_ANIMATION_MS, chatReducer, initialChatState, useChatMachine, type ChatEvent } from "./chat-machine.ts";

function run(events: ChatEvent[]) {
  return events.reduce(chatReducer, initialChatState);
}

describe("chat card state machine", () => {
  it("goes hidden → showing → visible → closing → hidden", () => {
    expect(run([]).phase).toBe("hidden");
    expect(run(["open"]).phase).toBe("showing");
    expect(run(["open", "animationDone"]).phase).toBe("visible");
    expect(run(["open", "animationDone", "close"]).phase).toBe("closing");
    expect(run(["open", "animationDone", "close", "animationDone"]).phase).toBe("hidden");
  });

  it("ignores events that make no sense in a phase", () => {
    expect(run(["close"]).phase).toBe("hidden");
    expect(run(["animationDone"]).phase).toBe("hidden");
    expect(run(["open", "animationDone", "open"]).phase).toBe("visible");
    expect(run(["open", "close", "close"]).phase).toBe("closing");
  });

  it("can reopen during the closing animation", () => {
    expect(run(["open", "animationDone", "close", "open"]).phase).toBe("showing");
  });

  it("collapsing hides the button and closes an open card; a collapsed launcher does not open", () => {
    expect(run(["open", "animationDone", "toggleCollapsed"])).toEqual({ phase: "closing", collapsed: true });
    expect(run(["toggleCollapsed", "open"])).toEqual({ phase: "hidden", collapsed: true });
    expect(run(["toggleCollapsed", "toggleCollapsed", "open"])).toEqual({ phase: "showing", collapsed: false });
  });
});

describe("chat card timing", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("animates 250 ms in and 250 ms out", () => {
    const { result } = renderHook(() => useChatMachine());
    act(() => result.current.open());
    expect(result.current.state.phase).toBe("showing");
    act(() => vi.advanceTimersByTime(CHAT_ANIMATION_MS - 1));
    expect(result.current.state.phase).toBe("showing");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.phase).toBe("visible");
    act(() => result.current.close());
    expect(result.current.state.phase).toBe("closing");
    act(() => vi.advanceTimersByTime(CHAT_ANIMATION_MS));
    expect(result.current.state.phase).toBe("hidden");
    expect(CHAT_ANIMATION_MS).toBe(250);
  });
});
