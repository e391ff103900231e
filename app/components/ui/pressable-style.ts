/**
 * React Aria's press handling needs one global rule (no double-tap-zoom delay on pressable elements). Unless the
 * document already has an element with this id, the first pressable component to mount adds the rule as a <style>
 * at the top of <head>: a new style sheet restyles every element of the page and lays it out again, which made the
 * first frame after hydration a long task (~170 ms at 4x CPU slowdown on /tusdatos, decision 028). The rule is in
 * app.css, and the root layout renders an empty <style> with this id, so React Aria adds nothing.
 * app/components/ui/pressable-style.test.ts checks the id and the rule against the installed react-aria.
 */
export const PRESSABLE_STYLE_ID = "react-aria-pressable-style";
