// The /status dashboard: polls GET /status (JSON) every 2 s and redraws. No inline script
// or style (the gateway's CSP), no third-party assets. In production the figures need a
// signed-in user: the page then shows a sign-in form and keeps the token for this tab.

const POLL_MS = 2000;
const HISTORY = 60;
const history = { rps: [], err: [], lat: [] };
let token = sessionStorage.getItem("iris-token");

const $ = (id) => document.getElementById(id);

function text(tag, value, cls) {
  const el = document.createElement(tag);
  el.textContent = value;
  if (cls) el.className = cls;
  return el;
}

function row(cells) {
  const tr = document.createElement("tr");
  for (const cell of cells) tr.appendChild(cell instanceof Node ? cell : text("td", String(cell)));
  return tr;
}

function fill(tableId, rows) {
  const body = $(tableId).querySelector("tbody");
  body.replaceChildren(...rows);
}

function spark(canvasId, values, color) {
  const canvas = $(canvasId);
  const ctx = canvas.getContext("2d");
  const w = canvas.width;
  const h = canvas.height;
  ctx.clearRect(0, 0, w, h);
  if (values.length < 2) return;
  const max = Math.max(...values, 1e-9);
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.beginPath();
  values.forEach((v, i) => {
    const x = (i / (HISTORY - 1)) * w;
    const y = h - 2 - (v / max) * (h - 4);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.stroke();
}

function push(list, value) {
  list.push(value);
  if (list.length > HISTORY) list.shift();
}

const fmt = (v, digits = 2) => (typeof v === "number" ? v.toFixed(digits) : "–");

function render(s) {
  const overall = $("overall");
  overall.textContent = s.status;
  overall.className = `badge ${s.status}`;
  $("updated").textContent = `updated ${new Date(s.timestamp).toLocaleTimeString()}`;
  const minute = s.gateway.last_minute;
  const five = s.gateway.last_5_minutes;
  $("rps").textContent = fmt(minute.requests_per_second);
  $("errors").textContent = `${fmt(five.error_rate * 100, 1)} %`;
  $("latency").textContent =
    `${fmt(minute.latency_avg_s * 1000, 0)} / ${fmt(minute.latency_p95_s * 1000, 0)} ms`;
  $("limited").textContent = `${minute.rate_limited} · ${s.gateway.total_requests}`;
  $("queue").textContent = String(s.pipelines.in_progress);
  push(history.rps, minute.requests_per_second);
  push(history.err, five.error_rate);
  push(history.lat, minute.latency_avg_s);
  spark("rps-chart", history.rps, "#2b6cb0");
  spark("err-chart", history.err, "#c53030");
  spark("lat-chart", history.lat, "#6b46c1");

  fill(
    "services",
    Object.entries(s.services).map(([name, svc]) =>
      row([
        text("td", name),
        text("td", svc.status, svc.status),
        text("td", svc.breaker, svc.breaker),
        text("td", svc.instances.map((i) => `${i.status}`).join(", ") || "–"),
        text("td", String(svc.upstream_failures)),
      ]),
    ),
  );
  $("checked").textContent =
    `health checked ${new Date(s.checked_at).toLocaleTimeString()} (every 30 s)`;

  fill(
    "alerts",
    s.alerts.map((a) =>
      row([
        text("td", a.name),
        text("td", a.summary),
        text("td", fmt(a.value, 3)),
        text("td", a.firing ? "firing" : "ok", a.firing ? "firing" : "ok"),
      ]),
    ),
  );

  const runs = s.pipelines.recent;
  if (runs.length === 0) {
    const empty = text("td", "no pipeline runs yet", "muted");
    empty.colSpan = 6;
    fill("runs", [row([empty])]);
    return;
  }
  fill(
    "runs",
    runs.map((r) =>
      row([
        text("td", r.pipeline_id.slice(0, 8)),
        text("td", r.status, r.status),
        text("td", r.current_phase ?? "–"),
        text("td", r.document_type ?? "–"),
        text("td", r.processing_time === null ? "–" : fmt(r.processing_time)),
        text("td", new Date(r.created_at).toLocaleTimeString()),
      ]),
    ),
  );
}

async function poll() {
  try {
    const headers = { accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch("/status", { headers });
    if (res.status === 401 || res.status === 403) {
      sessionStorage.removeItem("iris-token");
      token = null;
      $("login").hidden = false;
      $("updated").textContent = "sign-in needed";
    } else if (res.ok) {
      $("login").hidden = true;
      render(await res.json());
    } else {
      $("updated").textContent = `status answered ${res.status}`;
    }
  } catch (error) {
    $("updated").textContent = `unreachable: ${error.message}`;
  }
  setTimeout(poll, POLL_MS);
}

$("login").addEventListener("submit", async (event) => {
  event.preventDefault();
  const res = await fetch("/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: $("email").value, password: $("password").value }),
  });
  if (!res.ok) {
    $("login-error").textContent = "sign-in failed";
    return;
  }
  token = (await res.json()).data.access_token;
  sessionStorage.setItem("iris-token", token);
  $("login-error").textContent = "";
});

poll();
