// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPY_FEEDBACK_MS, copyText, createCopyFeedback, useCopyFeedback } from "./copy-feedback.ts";

describe("phone copy feedback", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows 'copied' for exactly 3 seconds", () => {
    const changes: string[] = [];
    const feedback = createCopyFeedback((status) => changes.push(status));
    feedback.show("copied");
    expect(changes).toEqual(["copied"]);
    vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
    expect(changes).toEqual(["copied"]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual(["copied", "idle"]);
    expect(COPY_FEEDBACK_MS).toBe(3000);
  });

  it("restarts the 3 seconds when the button is pressed again", () => {
    const changes: string[] = [];
    const feedback = createCopyFeedback((status) => changes.push(status));
    feedback.show("copied");
    vi.advanceTimersByTime(2000);
    feedback.show("copied");
    vi.advanceTimersByTime(2000);
    expect(changes.at(-1)).toBe("copied");
    vi.advanceTimersByTime(1000);
    expect(changes.at(-1)).toBe("idle");
  });

  it("copies the text and reports the outcome through the hook", async () => {
    const copied: string[] = [];
    const copy = async (text: string) => {
      copied.push(text);
      return true;
    };
    const { result } = renderHook(() => useCopyFeedback(copy));
    await act(() => result.current.copy("(01) 640-7000"));
    expect(copied).toEqual(["(01) 640-7000"]);
    expect(result.current.status).toBe("copied");
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
    expect(result.current.status).toBe("idle");
  });

  it("says so when the copy fails", async () => {
    const { result } = renderHook(() => useCopyFeedback(async () => false));
    await act(() => result.current.copy("(01) 640-7000"));
    expect(result.current.status).toBe("failed");
  });

  it("falls back to the legacy copy when the Clipboard API hangs or is refused", async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    vi.spyOn(navigator.clipboard, "writeText").mockImplementation(() => new Promise(() => undefined));
    const pending = copyText("(01) 640-7000");
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith("copy");
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("NotAllowedError"));
    await expect(copyText("(01) 640-7000")).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledTimes(2);
  });
});
