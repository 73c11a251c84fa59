// The demo scene: a voice session where a person vents and the companion answers, bubble by
// bubble, beside a pulsing voice orb. `renderAt(ms)` draws the scene at any moment of the 8-second
// loop; the last moment matches the first, so the video loops without a jump.
const styles = `
* { box-sizing: border-box; margin: 0; }
body { width: 640px; height: 360px; overflow: hidden; font: 13px/1.45 'DejaVu Sans', system-ui, sans-serif; color: #0f172a;
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
.bubble { max-width: 86%; padding: 8px 12px; border-radius: 16px; }
.user { align-self: flex-end; background: #0f766e; color: #fff; border-bottom-right-radius: 4px; }
.companion { align-self: flex-start; background: #f1f5f9; border-bottom-left-radius: 4px; }
.typing { align-self: flex-start; background: #f1f5f9; border-radius: 16px; padding: 10px 14px; display: flex; gap: 5px; }
.typing b { width: 7px; height: 7px; border-radius: 50%; background: #94a3b8; }
`;

const script = `
var turns = [
  { who: 'user', at: 500, text: "Work has been so much lately. I can't switch off, even at night." },
  { who: 'companion', at: 2100, text: "That sounds exhausting. No wonder you feel drained with no space to rest." },
  { who: 'user', at: 4100, text: 'Yeah. I think I just needed to say it out loud.' },
  { who: 'companion', at: 5100, text: "I'm glad you did. Shall we take one slow breath together, then talk it through?" },
];
var LOOP = 8000, FADE_OUT = 7450, TYPING = 650, WORDS_PER_SECOND = 10;
function clamp(x) { return Math.max(0, Math.min(1, x)); }
function ease(x) { return 1 - Math.pow(1 - clamp(x), 3); }
function speaking(t) {
  return turns.some(function (turn) {
    var lasts = (turn.text.split(' ').length / WORDS_PER_SECOND) * 1000 + 300;
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
    var words = turn.text.split(' ');
    var count = turn.who === 'user' ? words.length : Math.ceil(((t - turn.at) / 1000) * WORDS_PER_SECOND);
    bubble.textContent = words.slice(0, Math.max(1, count)).join(' ');
    bubble.style.opacity = String(shown * fade);
    bubble.style.transform = 'translateY(' + (1 - shown) * 10 + 'px)';
    chat.appendChild(bubble);
  });
  var talking = speaking(t);
  var status = talking ? 'Speaking…' : thinking(t) ? 'Thinking…' : 'Listening…';
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

export const demoPageHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Solace demo</title><style>${styles}</style></head>
<body>
  <div class="app">
    <section class="card call">
      <div class="brand"><i></i>Solace</div>
      <div class="orb-wrap"><div class="ring"></div><div class="ring"></div><div class="ring"></div><div class="orb" id="orb"></div></div>
      <div class="status" id="status"></div>
      <div class="timer">Voice call</div>
    </section>
    <section class="card chat"><h1>Voice session · Today</h1><div id="messages" style="display:flex;flex-direction:column;gap:9px"></div></section>
  </div>
  <script>${script}</script>
</body></html>`;
