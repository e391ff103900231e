/**
 * React Aria's press handling needs one global rule (no double-tap-zoom delay on pressable elements). Unless the
 * document already has an element with this id, the first pressable component to mount adds it as a <style> at the
 * top of <head>: a new style sheet restyles every element of the page and lays it out again, which made the first
 * frame after hydration a long task (~170 ms at 4x CPU slowdown on /tusdatos, decision 028). The root layout renders
 * the same rule under the same id in the server's HTML, so React Aria finds it and adds nothing.
 * app/components/ui/pressable-style.test.ts checks both against the installed react-aria.
 */
export const PRESSABLE_STYLE_ID = "react-aria-pressable-style";
export const PRESSABLE_STYLE =
  "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}";
