// A page that replays captured frames at real speed onto a canvas and records the canvas with
// MediaRecorder (VP9 in WebM), returning the file as base64.
const script = (width: number, height: number) => `
async function record(frames, fps, bitsPerSecond) {
  var canvas = document.getElementById('canvas');
  var context = canvas.getContext('2d');
  var images = await Promise.all(frames.map(function (frame) {
    return fetch('data:image/jpeg;base64,' + frame).then(function (r) { return r.blob(); }).then(createImageBitmap);
  }));
  context.drawImage(images[0], 0, 0, ${width}, ${height});
  var stream = canvas.captureStream(fps);
  var recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: bitsPerSecond });
  var chunks = [];
  recorder.ondataavailable = function (event) { chunks.push(event.data); };
  var stopped = new Promise(function (resolve) { recorder.onstop = resolve; });
  recorder.start();
  var started = performance.now();
  var interval = 1000 / fps;
  for (var i = 0; i < images.length; i++) {
    context.drawImage(images[i], 0, 0, ${width}, ${height});
    var wait = started + (i + 1) * interval - performance.now();
    await new Promise(function (resolve) { setTimeout(resolve, Math.max(0, wait)); });
  }
  recorder.stop();
  await stopped;
  var buffer = new Uint8Array(await new Blob(chunks).arrayBuffer());
  var text = '';
  for (var j = 0; j < buffer.length; j += 0x8000) text += String.fromCharCode.apply(null, buffer.subarray(j, j + 0x8000));
  return btoa(text);
}
window.record = record;
`;

export const recorderPageHtml = (width: number, height: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Recorder</title></head>
<body style="margin:0"><canvas id="canvas" width="${width}" height="${height}"></canvas>
<script>${script(width, height)}</script></body></html>`;
