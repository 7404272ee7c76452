extension HTMLReplayPage {
  /// The page around the data: a fixed layout that fits a 1280×800 window (every panel scrolls
  /// inside itself, the body never does).
  /// `template` with each `@@NAME@@` replaced by `values[NAME]`, in one pass, so that a value
  /// (a description, the data) holding a marker's text is never replaced in turn.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    template.components(separatedBy: "@@").enumerated().map { index, part in
      index % 2 == 1 ? values[part] ?? "@@\(part)@@" : part
    }.joined()
  }

  static let template = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>@@TITLE@@</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    <header>
    <h1>@@TITLE@@</h1>
    <p id="description">@@DESCRIPTION@@</p>
    <div id="controls">
    <button id="play" type="button">▶ play</button>
    <select id="speed" aria-label="speed">
    <option value="0.25">0.25×</option><option value="0.5">0.5×</option>
    <option value="1" selected>1×</option><option value="2">2×</option><option value="4">4×</option>
    </select>
    <input type="range" id="scrubber" min="0" value="0" aria-label="moment">
    <span id="label"></span>
    </div>
    </header>
    <main id="view"></main>
    <aside>
    <section id="chart-box">@@CHART@@</section>
    <section><h2>steps</h2><ol id="steps"></ol></section>
    <section class="grow"><h2>events of this moment</h2>
    <div class="filters"><input id="filter-id" placeholder="element, e.g. cell/0/3">
    <select id="filter-type"><option value="">every type</option></select></div>
    <ul id="events"></ul></section>
    <section><h2 id="element-title">element: click one in the picture</h2>
    <p id="element-attributes"></p><ul id="history"></ul></section>
    </aside>
    <script type="application/json" id="data">@@DATA@@</script>
    <script>
    @@SCRIPT@@
    </script>
    </body>
    </html>

    """

  static let style = """
    html, body { height: 100%; margin: 0; overflow: hidden; }
    body { font: 13px Helvetica, Arial, sans-serif; display: grid;
      grid-template-columns: minmax(0, 1fr) 400px; grid-template-rows: auto minmax(0, 1fr); }
    header { grid-column: 1 / 3; padding: 6px 10px; border-bottom: 1px solid #ddd; min-width: 0; }
    h1 { font-size: 17px; margin: 0; }
    h2 { font-size: 12px; margin: 4px 0; color: #555; }
    #description { margin: 2px 0 4px; color: #444; white-space: nowrap; overflow: hidden;
      text-overflow: ellipsis; }
    #controls { display: flex; gap: 8px; align-items: center; min-width: 0; }
    #scrubber { flex: 1; min-width: 100px; }
    #label { white-space: nowrap; font-variant-numeric: tabular-nums; }
    #view { overflow: hidden; min-width: 0; min-height: 0; display: flex; justify-content: center;
      align-items: flex-start; }
    #view g.element { cursor: pointer; }
    aside { display: flex; flex-direction: column; min-height: 0; border-left: 1px solid #ddd;
      padding: 0 8px; overflow: hidden; }
    aside section { min-height: 0; max-height: 24%; overflow: auto; flex: none; }
    aside section.grow { flex: 1; max-height: none; display: flex; flex-direction: column; }
    #chart-box { max-height: none; overflow: hidden; }
    ol, ul { margin: 0; padding: 0 0 0 4px; list-style: none; font: 11px Menlo, monospace; }
    #events { overflow: auto; flex: 1; }
    li { white-space: pre; }
    #steps li { cursor: pointer; overflow: hidden; text-overflow: ellipsis; }
    #steps li.current { background: #ffe9a8; }
    .filters { display: flex; gap: 4px; margin-bottom: 4px; }
    .filters input { flex: 1; min-width: 0; }
    #element-attributes { font: 11px Menlo, monospace; margin: 2px 0; white-space: pre-wrap; }
    """

  /// Plays in virtual time: every 16 ms a clock advances by the wall time elapsed
  /// times the speed and shows the last moment at or before it; moments that share a time (the
  /// steps that move no clock) are shown one after another, 0.4 s each at 1×.
  static let script = """
    "use strict";
    const data = JSON.parse(document.getElementById("data").textContent);
    const moments = data.moments;
    const $ = (id) => document.getElementById(id);
    const scrubber = $("scrubber"), view = $("view"), label = $("label"), list = $("events");
    const history = $("history"), steps = $("steps"), play = $("play"), speed = $("speed");
    const filterID = $("filter-id"), filterType = $("filter-type");
    let index = 0, selected = null;
    scrubber.max = String(moments.length - 1);
    const typeOf = (line) => line.split(" ")[4] || "";
    const types = new Set();
    for (const m of moments) { for (const line of m.events) { types.add(typeOf(line)); } }
    for (const type of [...types].sort()) {
      const option = document.createElement("option");
      option.value = type; option.textContent = type; filterType.appendChild(option);
    }
    data.steps.forEach((step, i) => {
      const item = document.createElement("li");
      item.textContent = i + "  line " + step.line + "  " + step.text;
      item.title = step.text;
      item.addEventListener("click", () => show(step.moment));
      steps.appendChild(item);
    });
    function fill(element, lines) {
      element.textContent = "";
      for (const line of lines) {
        const item = document.createElement("li");
        item.textContent = line;
        element.appendChild(item);
      }
    }
    const mentions = (line, id) => (" " + line + " ").includes(" " + id + " ");
    function fit() {
      const svg = view.querySelector("svg");
      if (!svg) { return; }
      const box = svg.viewBox.baseVal;
      const scale = Math.min(view.clientWidth / box.width, view.clientHeight / box.height);
      svg.style.width = (box.width * scale) + "px";
      svg.style.height = (box.height * scale) + "px";
    }
    function showEvents() {
      const id = filterID.value.trim(), type = filterType.value;
      fill(list, moments[index].events.filter((line) =>
        (!id || line.includes(id)) && (!type || typeOf(line) === type)));
    }
    function showElement() {
      if (!selected) { return; }
      const lines = [];
      let last = null;
      moments.forEach((m, i) => {
        for (const line of m.events) {
          if (!mentions(line, selected)) { continue; }
          lines.push(line);
          if (i <= index && / (appear|change|disappear) /.test(line)) { last = line; }
        }
      });
      $("element-title").textContent = "element " + selected;
      let now = "not visible at this moment";
      if (last && !/ disappear /.test(last)) { now = last.slice(last.lastIndexOf(" -> ") + 4); }
      $("element-attributes").textContent = "attributes now: " + now;
      fill(history, lines);
    }
    function show(i) {
      index = Math.max(0, Math.min(moments.length - 1, i));
      const moment = moments[index];
      scrubber.value = String(index);
      view.innerHTML = moment.svg;
      fit();
      label.textContent = "moment " + index + " · step " + moment.step + " · frame " +
        moment.frame + " · t=" + moment.t.toFixed(3);
      [...steps.children].forEach((item, s) => item.classList.toggle("current", s === moment.step));
      const c = data.chart, span = c.t1 - c.t0;
      const x = c.left + (span > 0 ? (moment.t - c.t0) / span : 0) * c.plot;
      $("chart-marker").setAttribute("x1", x); $("chart-marker").setAttribute("x2", x);
      showEvents();
      showElement();
    }
    let playing = false, clock = 0, last = 0, held = 0;
    function tick(now) {
      if (!playing) { return; }
      const dt = Math.max(0, Math.min(0.1, (now - last) / 1000)) * Number(speed.value);
      last = now; clock += dt; held += dt;
      let target = index;
      while (target + 1 < moments.length && moments[target + 1].t <= clock &&
        moments[target + 1].t > moments[index].t) { target += 1; }
      if (target === index && index + 1 < moments.length &&
        moments[index + 1].t <= moments[index].t && held >= 0.4) { target = index + 1; }
      if (target !== index) { held = 0; show(target); }
      if (index + 1 >= moments.length) { toggle(); return; }
      setTimeout(() => tick(performance.now()), 16);
    }
    function toggle() {
      playing = !playing;
      play.textContent = playing ? "❚❚ pause" : "▶ play";
      if (playing) {
        if (index + 1 >= moments.length) { show(0); }
        clock = moments[index].t; held = 0; last = performance.now();
        setTimeout(() => tick(performance.now()), 16);
      }
    }
    play.addEventListener("click", toggle);
    scrubber.addEventListener("input", () => show(Number(scrubber.value)));
    filterID.addEventListener("input", showEvents);
    filterType.addEventListener("change", showEvents);
    window.addEventListener("resize", fit);
    view.addEventListener("click", (click) => {
      const group = click.target.closest("g.element");
      if (!group) { return; }
      selected = group.dataset.id;
      filterID.value = selected;
      showEvents();
      showElement();
    });
    const match = /moment=([0-9]+)/.exec(location.hash);
    show(match ? Number(match[1]) : 0);
    """
}
