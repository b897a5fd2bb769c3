// The view page's script (embedded by `acausal view`): builds the three.js
// scene from the JSON the command wrote, moves every frame to its recorded
// pose at the chosen time, and plots the chosen signals with a time cursor.
// window.__probe lets tests (tests/viewer/) read what is drawn.
import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';

const data = JSON.parse(document.getElementById('acausal-data').textContent);

function decode(text, Type) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
  return new Type(bytes.buffer);
}

const times = decode(data.times, Float64Array);
const poses = decode(data.poses, Float32Array);
const signals = data.signals.map((s, k) => ({ ...s, values: decode(s.values, Float32Array), shown: k < 4 }));
const meshData = data.meshes.map((m) => decode(m, Float32Array));
const nodeCount = data.nodes.length;
const size = data.size;
const up = new THREE.Vector3(...data.up);
document.getElementById('title').textContent = `${data.model} — ${data.result}`;

// ---- scene ----
const view = document.getElementById('view');
const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setPixelRatio(window.devicePixelRatio || 1);
view.appendChild(renderer.domElement);
const scene = new THREE.Scene();
scene.background = new THREE.Color(0xf3f5f8);
const camera = new THREE.PerspectiveCamera(40, 1, size / 100, size * 100);
camera.up.copy(up);
scene.add(new THREE.HemisphereLight(0xffffff, 0x8899aa, 2.2));
const sun = new THREE.DirectionalLight(0xffffff, 1.6);
scene.add(sun);

const groups = data.nodes.map((ports) => {
  const group = new THREE.Group();
  group.name = ports[0] ?? '';
  scene.add(group);
  return group;
});
const groupOfPort = new Map();
data.nodes.forEach((ports, i) => ports.forEach((p) => groupOfPort.set(p, groups[i])));

const frameHelpers = groups.map((g) => {
  const axes = new THREE.AxesHelper(size * 0.12);
  axes.visible = false;
  g.add(axes);
  return axes;
});
const axisHelpers = data.joints.map((j) => {
  const arrow = new THREE.ArrowHelper(new THREE.Vector3(...j.axis).normalize(), new THREE.Vector3(),
    size * 0.25, 0xff8800, size * 0.05, size * 0.025);
  arrow.visible = false;
  groups[j.node].add(arrow);
  return arrow;
});

function shapeMesh(s) {
  const color = new THREE.Color().setRGB(s.color[0] / 255, s.color[1] / 255, s.color[2] / 255, THREE.SRGBColorSpace);
  const material = new THREE.MeshStandardMaterial({ color, roughness: 0.55, metalness: 0.1 });
  const origin = new THREE.Vector3(...(s.origin ?? [0, 0, 0]));
  const ex = new THREE.Vector3(...(s.length_direction ?? [1, 0, 0])).normalize();
  let mesh;
  if (s.kind === 'mesh') {
    const geometry = new THREE.BufferGeometry();
    geometry.setAttribute('position', new THREE.BufferAttribute(meshData[s.mesh], 3));
    geometry.computeVertexNormals();
    material.side = THREE.DoubleSide;  // DXF faces have no consistent winding
    mesh = new THREE.Mesh(geometry, material);
  } else if (s.kind === 'sphere') {
    mesh = new THREE.Mesh(new THREE.SphereGeometry(s.width / 2, 32, 16), material);
    mesh.position.copy(origin);
  } else if (s.kind === 'cylinder') {
    mesh = new THREE.Mesh(new THREE.CylinderGeometry(s.width / 2, s.width / 2, s.length, 32), material);
    mesh.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), ex);
    mesh.position.copy(origin).addScaledVector(ex, s.length / 2);
  } else {
    mesh = new THREE.Mesh(new THREE.BoxGeometry(s.length, s.width, s.height), material);
    let ey = new THREE.Vector3(...s.width_direction);
    ey.addScaledVector(ex, -ey.dot(ex));
    if (ey.lengthSq() < 1e-12) ey = new THREE.Vector3(Math.abs(ex.x) < 0.9 ? 1 : 0, Math.abs(ex.x) < 0.9 ? 0 : 1, 0).addScaledVector(ex, -ex.x);
    ey.normalize();
    const ez = new THREE.Vector3().crossVectors(ex, ey);
    mesh.quaternion.setFromRotationMatrix(new THREE.Matrix4().makeBasis(ex, ey, ez));
    mesh.position.copy(origin).addScaledVector(ex, s.length / 2);
  }
  mesh.name = s.component;
  return mesh;
}
const meshes = data.shapes.map((s) => {
  const mesh = shapeMesh(s);
  groups[s.node].add(mesh);
  return mesh;
});

// ---- poses ----
let current = 0;
function place(frame) {
  const base = frame * nodeCount * 7;
  for (let i = 0; i < nodeCount; ++i) {
    const b = base + i * 7;
    groups[i].position.set(poses[b], poses[b + 1], poses[b + 2]);
    groups[i].quaternion.set(poses[b + 3], poses[b + 4], poses[b + 5], poses[b + 6]);
  }
  scene.updateMatrixWorld(true);
}

// Camera: on the middle of everything the mechanism reaches over the run
// (frame origins sampled over time, shapes at the start), from a diagonal above.
place(0);
const box = new THREE.Box3();
for (const m of meshes) box.expandByObject(m);
const p = new THREE.Vector3();
for (let f = 0; f < times.length; f += Math.max(1, Math.floor(times.length / 200))) {
  for (let i = 0; i < nodeCount; ++i) {
    const b = (f * nodeCount + i) * 7;
    box.expandByPoint(p.set(poses[b], poses[b + 1], poses[b + 2]));
  }
}
const centre = box.getCenter(new THREE.Vector3());
const radius = Math.max(box.getSize(new THREE.Vector3()).length() / 2, size / 4, 1e-3);
const h1 = Math.abs(up.x) < 0.9 ? new THREE.Vector3(1, 0, 0) : new THREE.Vector3(0, 1, 0);
h1.addScaledVector(up, -h1.dot(up)).normalize();
const h2 = new THREE.Vector3().crossVectors(h1, up);
const distance = 1.0 * radius / Math.sin(THREE.MathUtils.degToRad(camera.fov / 2));
const direction = new THREE.Vector3().addScaledVector(h1, 0.45).addScaledVector(h2, 0.85).addScaledVector(up, 0.3).normalize();
camera.position.copy(centre).addScaledVector(direction, distance);
camera.near = distance / 100;
camera.far = distance * 100;
const controls = new OrbitControls(camera, renderer.domElement);
controls.target.copy(centre);
sun.position.copy(camera.position).addScaledVector(up, distance);
controls.update();

// A floor grid below everything the mechanism reaches over the whole run.
const lowest = ['x', 'y', 'z'].reduce((sum, c) => sum + Math.min(box.min[c] * up[c], box.max[c] * up[c]), 0);
const grid = new THREE.GridHelper(4 * radius, 20, 0xb0b8c0, 0xd4d9de);
grid.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), up);
grid.position.copy(centre).addScaledVector(up, lowest - 0.05 * radius - centre.dot(up));
scene.add(grid);

// ---- signals ----
const plotBox = document.getElementById('plot');
const plotCanvas = document.createElement('canvas');
plotBox.appendChild(plotCanvas);
const list = document.getElementById('signals');
signals.forEach((s) => {
  const label = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.checked = s.shown;
  box.addEventListener('change', () => { s.shown = box.checked; drawPlot(); });
  label.append(box, ` ${s.name}${s.unit ? ` [${s.unit}]` : ''}`);
  list.appendChild(label);
});
if (signals.length === 0) list.textContent = 'no signals chosen (acausal view --signals NAME,...)';

function drawPlot() {
  const ratio = window.devicePixelRatio || 1;
  const w = plotBox.clientWidth, h = plotBox.clientHeight;
  plotCanvas.width = w * ratio; plotCanvas.height = h * ratio;
  plotCanvas.style.width = `${w}px`; plotCanvas.style.height = `${h}px`;
  const g = plotCanvas.getContext('2d');
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.fillStyle = '#fff'; g.fillRect(0, 0, w, h);
  const shown = signals.filter((s) => s.shown);
  if (shown.length === 0 || times.length === 0) return;
  const t0 = times[0], t1 = times[times.length - 1] > t0 ? times[times.length - 1] : t0 + 1;
  const left = 56, right = 10, panel = h / shown.length;
  const x = (t) => left + (w - left - right) * (t - t0) / (t1 - t0);
  g.font = '11px "Liberation Sans", Arial, sans-serif';
  shown.forEach((s, k) => {
    const top = k * panel + 16, bottom = (k + 1) * panel - 18;
    let lo = Infinity, hi = -Infinity;
    for (const v of s.values) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
    if (!(hi > lo)) { hi = lo + 1; lo -= 1; }
    const y = (v) => bottom - (bottom - top) * (v - lo) / (hi - lo);
    g.strokeStyle = '#ccc'; g.strokeRect(left, top, w - left - right, bottom - top);
    g.fillStyle = '#333';
    g.fillText(`${s.name}${s.unit ? ` [${s.unit}]` : ''}`, left, top - 4);
    g.fillText(hi.toPrecision(3), 4, top + 9);
    g.fillText(lo.toPrecision(3), 4, bottom);
    g.strokeStyle = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'][k % 6];
    g.lineWidth = 1.5;
    g.beginPath();
    for (let i = 0; i < times.length; ++i) (i ? g.lineTo : g.moveTo).call(g, x(times[i]), y(s.values[i]));
    g.stroke();
    g.fillStyle = '#000';
    g.beginPath(); g.arc(x(times[current]), y(s.values[current]), 3, 0, 2 * Math.PI); g.fill();
  });
  g.strokeStyle = '#e00'; g.lineWidth = 1;
  g.beginPath(); g.moveTo(x(times[current]), 0); g.lineTo(x(times[current]), h); g.stroke();
  g.fillStyle = '#333';
  g.fillText(`${+t0.toPrecision(4)} s`, left, h - 3);
  g.fillText(`${+t1.toPrecision(4)} s`, w - right - 40, h - 3);
}

// ---- time ----
const slider = document.getElementById('slider');
const label = document.getElementById('time');
slider.max = String(Math.max(0, times.length - 1));
function show(frame) {
  current = Math.max(0, Math.min(times.length - 1, frame | 0));
  place(current);
  slider.value = String(current);
  label.textContent = `t = ${times[current].toFixed(4)} s`;
  renderer.render(scene, camera);
  drawPlot();
}
slider.addEventListener('input', () => { playing = false; playButton.textContent = 'Play'; show(Number(slider.value)); });

let playing = false, simulated = 0, lastWall = 0;
const playButton = document.getElementById('play');
const speed = document.getElementById('speed');
playButton.addEventListener('click', () => {
  playing = !playing;
  playButton.textContent = playing ? 'Pause' : 'Play';
  if (playing) {
    if (current >= times.length - 1) current = 0;
    simulated = times[current];
    lastWall = performance.now();
    requestAnimationFrame(tick);
  }
});
function frameAt(t) {  // the last frame at or before t
  let lo = 0, hi = times.length - 1;
  while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (times[mid] <= t) lo = mid; else hi = mid - 1; }
  return lo;
}
function tick(now) {
  if (!playing) return;
  simulated += (now - lastWall) / 1000 * Number(speed.value);
  lastWall = now;
  if (simulated > times[times.length - 1]) simulated = times[0];
  show(frameAt(simulated));
  requestAnimationFrame(tick);
}
document.getElementById('frames').addEventListener('change', (e) => { frameHelpers.forEach((a) => { a.visible = e.target.checked; }); show(current); });
document.getElementById('axes').addEventListener('change', (e) => { axisHelpers.forEach((a) => { a.visible = e.target.checked; }); show(current); });
controls.addEventListener('change', () => renderer.render(scene, camera));

function resize() {
  const w = view.clientWidth, h = view.clientHeight;
  renderer.setSize(w, h);
  camera.aspect = w / Math.max(h, 1);
  camera.updateProjectionMatrix();
  show(current);
}
window.addEventListener('resize', resize);
resize();

// ---- what tests read ----
function worldPosition(object) {
  object.updateWorldMatrix(true, false);
  return object.getWorldPosition(new THREE.Vector3()).toArray();
}
window.__probe = {
  ready: true,
  frameCount: times.length,
  times: () => Array.from(times),
  time: () => times[current],
  setFrame: (frame) => { show(frame); return times[current]; },
  bodies: () => [...new Set(data.shapes.map((s) => s.component))],
  meshCount: () => meshes.length,
  /// World position of the frame a port belongs to ("boxBody2.frame_b").
  framePosition: (port) => { const g = groupOfPort.get(port); return g ? worldPosition(g) : null; },
  /// World position of a component's first shape (its centre).
  shapePosition: (component) => { const m = meshes.find((x) => x.name === component); return m ? worldPosition(m) : null; },
  showHelpers: (frames, axes) => {
    document.getElementById('frames').checked = frames;
    document.getElementById('axes').checked = axes;
    frameHelpers.forEach((a) => { a.visible = frames; }); axisHelpers.forEach((a) => { a.visible = axes; }); show(current); },
  /// The 3-D view drawn at width x height, as a PNG data URL.
  snapshot: (width, height) => {
    const old = renderer.getSize(new THREE.Vector2()), oldRatio = renderer.getPixelRatio();
    renderer.setPixelRatio(1);
    renderer.setSize(width, height, false);
    camera.aspect = width / height; camera.updateProjectionMatrix();
    renderer.render(scene, camera);
    const url = renderer.domElement.toDataURL('image/png');
    renderer.setPixelRatio(oldRatio);
    renderer.setSize(old.x, old.y);
    camera.aspect = old.x / Math.max(old.y, 1); camera.updateProjectionMatrix();
    renderer.render(scene, camera);
    return url;
  },
  /// Pixels of two PNG data URLs of one size differing by more than
  /// `tolerance` (0-255) in some channel: { differing, total }.
  compareImages: async (a, b, tolerance) => {
    const pixels = async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const c = document.createElement('canvas');
      c.width = image.width; c.height = image.height;
      const g = c.getContext('2d');
      g.drawImage(image, 0, 0);
      return g.getImageData(0, 0, c.width, c.height);
    };
    const [x, y] = [await pixels(a), await pixels(b)];
    if (x.width !== y.width || x.height !== y.height) return { differing: -1, total: x.width * x.height, sizes: [x.width, x.height, y.width, y.height] };
    let differing = 0;
    for (let i = 0; i < x.data.length; i += 4) {
      if (Math.abs(x.data[i] - y.data[i]) > tolerance || Math.abs(x.data[i + 1] - y.data[i + 1]) > tolerance ||
          Math.abs(x.data[i + 2] - y.data[i + 2]) > tolerance) ++differing;
    }
    return { differing, total: x.width * x.height };
  },
};
