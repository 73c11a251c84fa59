// The demo scene: a voice session where a person vents and the companion answers, bubble by
// bubble, beside a pulsing voice orb. `renderAt(ms)` draws the scene at any moment of the 8-second
// loop; the last moment matches the first, so the video loops without a jump.
import { textDirection } from '../../shared/i18n/languages';
import type { LanguageCode } from '../../shared/preferences';
import type { DemoScene } from './scenes';

/** The script's own font first, so a Japanese text is not drawn with Chinese glyph shapes. */
const fonts: Partial<Record<LanguageCode, string>> = {
  zh: "'Noto Sans CJK SC', ",
  ja: "'Noto Sans CJK JP', ",
  ko: "'Noto Sans CJK KR', ",
  ar: "'Noto Sans Arabic', ",
};

const styles = (language: LanguageCode) => `
* { box-sizing: border-box; margin: 0; }
body { width: 640px; height: 360px; overflow: hidden; font: 13px/1.45 ${fonts[language] ?? ''}'DejaVu Sans', system-ui, sans-serif; color: #0f172a;
  background: linear-gradient(135deg, #f0fdfa 0%, #fefce8 60%, #fff7ed 100%); }
.app { display: grid; grid-template-columns: 200px 1fr; gap: 16px; padding: 20px; height: 100%; }
.card { background: #fff; border-radius: 20px; box-shadow: 0 8px 30px rgba(15, 118, 110, .12); }
.call { display: flex; flex-direction: column; align-items: center; justify-content: space-between; padding: 18px 14px; }
.brand { display: flex; align-items: center; gap: 8px; font-weight: 700; font-size: 16px; }
.brand i { width: 22px; height: 22px; border-radius: 50%; background: linear-gradient(135deg, #14b8a6, #0f766e); }
.orb-wrap { position: relative; width: 150px; height: 150px; display: grid; place-items: center; }
.ring { position: absolute; width: 84px; height: 84px; border-radius: 50%; border: 2px solid #14b8a6; }
.orb { width: 84px; height: 84px; border-radius: 50%; background: radial-gradient(circle at 35% 30%, #5eead4, #0d9488 60%, #115e59);
  box-shadow: 0 10px 30px rgba(13, 148, 136, .45); }
.status { font-weight: 600; color: #0f766e; height: 20px; }
.timer { font-size: 12px; color: #64748b; font-variant-numeric: tabular-nums; }
.chat { display: flex; flex-direction: column; padding: 14px 16px; gap: 10px; overflow: hidden; }
.chat h1 { font-size: 13px; font-weight: 600; color: #64748b; padding-bottom: 8px; border-bottom: 1px solid #e2e8f0; }
.bubble { max-width: 86%; padding: 8px 12px; border-radius: 16px; word-break: auto-phrase; flex-shrink: 0; }
.messages { display: flex; flex-direction: column; gap: 9px; flex: 1; min-height: 0; overflow: hidden; }
.user { align-self: flex-end; background: #0f766e; color: #fff; border-end-end-radius: 4px; }
.companion { align-self: flex-start; background: #f1f5f9; border-end-start-radius: 4px; }
.typing { align-self: flex-start; background: #f1f5f9; border-radius: 16px; padding: 10px 14px; display: flex; gap: 5px; }
.typing b { width: 7px; height: 7px; border-radius: 50%; background: #94a3b8; }
`;

const script = (language: LanguageCode, scene: DemoScene) => `
var at = [500, 2100, 4100, 5100];
var turns = ${JSON.stringify(scene.turns)}.map(function (text, i) {
  return { who: i % 2 ? 'companion' : 'user', at: at[i], text: text };
});
var said = ${JSON.stringify({ speaking: scene.speaking, thinking: scene.thinking, listening: scene.listening })};
var segmenter = new Intl.Segmenter(${JSON.stringify(language)}, { granularity: 'word' });
/** The text cut into pieces that each end a word, so Chinese and Japanese appear as they are spoken too. */
function pieces(text) {
  var all = [];
  for (var part of segmenter.segment(text)) {
    if (part.isWordLike || all.length === 0) all.push(part.segment);
    else all[all.length - 1] += part.segment;
  }
  return all;
}
var LOOP = 8000, FADE_OUT = 7450, TYPING = 650, WORDS_PER_SECOND = 10;
function clamp(x) { return Math.max(0, Math.min(1, x)); }
function ease(x) { return 1 - Math.pow(1 - clamp(x), 3); }
function speaking(t) {
  return turns.some(function (turn) {
    var lasts = (pieces(turn.text).length / WORDS_PER_SECOND) * 1000 + 300;
    return turn.who === 'companion' && t >= turn.at && t < turn.at + lasts;
  });
}
function thinking(t) {
  return turns.some(function (turn) { return turn.who === 'companion' && t >= turn.at - TYPING && t < turn.at; });
}
function renderAt(t) {
  var chat = document.getElementById('messages');
  chat.innerHTML = '';
  var fade = 1 - clamp((t - FADE_OUT) / (LOOP - FADE_OUT));
  turns.forEach(function (turn) {
    if (turn.who === 'companion' && t >= turn.at - TYPING && t < turn.at) {
      var dots = document.createElement('div');
      dots.className = 'typing';
      for (var i = 0; i < 3; i++) {
        var dot = document.createElement('b');
        dot.style.opacity = String(0.35 + 0.65 * Math.max(0, Math.sin((t / 180) - i * 0.9)));
        dots.appendChild(dot);
      }
      chat.appendChild(dots);
    }
    if (t < turn.at) return;
    var bubble = document.createElement('div');
    var shown = ease((t - turn.at) / 350);
    bubble.className = 'bubble ' + turn.who;
    var words = pieces(turn.text);
    var count = turn.who === 'user' ? words.length : Math.ceil(((t - turn.at) / 1000) * WORDS_PER_SECOND);
    bubble.textContent = words.slice(0, Math.max(1, count)).join('');
    bubble.style.opacity = String(shown * fade);
    bubble.style.transform = 'translateY(' + (1 - shown) * 10 + 'px)';
    chat.appendChild(bubble);
  });
  chat.scrollTop = chat.scrollHeight;
  var talking = speaking(t);
  var status = talking ? said.speaking : thinking(t) ? said.thinking : said.listening;
  document.getElementById('status').textContent = status;
  var wobble = talking ? 0.07 * Math.abs(Math.sin(t / 110)) : 0.02 * Math.sin((t / LOOP) * Math.PI * 10);
  document.getElementById('orb').style.transform = 'scale(' + (1 + wobble) + ')';
  var rings = document.querySelectorAll('.ring');
  for (var r = 0; r < rings.length; r++) {
    var phase = ((t / 1600) + r / rings.length) % 1;
    rings[r].style.transform = 'scale(' + (1 + phase * 0.75) + ')';
    rings[r].style.opacity = String(0.5 * (1 - phase));
  }
}
window.renderAt = renderAt;
renderAt(0);
`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const demoPageHtml = (language: LanguageCode, scene: DemoScene) => `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}"><head><meta charset="utf-8"><title>Solace demo</title><style>${styles(language)}</style></head>
<body>
  <div class="app">
    <section class="card call">
      <div class="brand" dir="ltr"><i></i>Solace</div>
      <div class="orb-wrap"><div class="ring"></div><div class="ring"></div><div class="ring"></div><div class="orb" id="orb"></div></div>
      <div class="status" id="status"></div>
      <div class="timer">${escape(scene.call)}</div>
    </section>
    <section class="card chat"><h1>${escape(scene.heading)}</h1><div id="messages" class="messages"></div></section>
  </div>
  <script>${script(language, scene)}</script>
</body></html>`;
