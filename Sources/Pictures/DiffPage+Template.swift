extension DiffPage {
  /// Two pictures side by side above a panel of differences; fits a 1280×800 window.
  static let template = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>@@TITLE@@: golden and new run</title>
    <style>
    html, body { height: 100%; margin: 0; overflow: hidden; }
    body { font: 13px Helvetica, Arial, sans-serif; display: grid;
      grid-template-rows: auto minmax(0, 1fr) 30%; }
    header { padding: 6px 10px; border-bottom: 1px solid #ddd; min-width: 0; }
    h1 { font-size: 17px; margin: 0; }
    h2 { font-size: 12px; margin: 4px 0; color: #555; }
    #summary { margin: 2px 0 4px; color: #444; }
    #controls { display: flex; gap: 8px; align-items: center; }
    #scrubber { flex: 1; min-width: 100px; }
    #label { white-space: nowrap; }
    #runs { display: grid; grid-template-columns: 1fr 1fr; min-height: 0; }
    .run { display: flex; flex-direction: column; min-width: 0; min-height: 0;
      border-right: 1px solid #ddd; }
    .run h2 { padding: 0 8px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .picture { flex: 1; min-height: 0; overflow: hidden; display: flex; justify-content: center; }
    #panel { display: grid; grid-template-columns: 3fr 2fr; gap: 8px; min-height: 0;
      border-top: 1px solid #ddd; padding: 0 8px; }
    #panel section { overflow: auto; min-height: 0; }
    table { border-collapse: collapse; font: 11px Menlo, monospace; }
    td, th { text-align: left; padding: 1px 6px; white-space: nowrap; vertical-align: top; }
    td.old { color: #b00020; } td.new { color: #00695c; }
    ul { margin: 0; padding: 0 0 0 4px; list-style: none; font: 11px Menlo, monospace; }
    li { margin-bottom: 4px; }
    </style>
    </head>
    <body>
    <header>
    <h1>@@TITLE@@</h1>
    <p id="summary">@@SUMMARY@@ <span style="color:#e0007a">▭ outlined: differs at this moment
    </span>(colours as <code>scrollsim render</code> draws them, docs/visualizing.md)</p>
    <div id="controls">
    <button id="first" type="button">first difference</button>
    <button id="previous" type="button">◀</button><button id="next" type="button">▶</button>
    <input type="range" id="scrubber" min="0" value="0" aria-label="moment">
    <span id="label"></span>
    </div>
    </header>
    <div id="runs">
    <div class="run"><h2>golden: @@OLD@@</h2><div class="picture" id="old"></div></div>
    <div class="run"><h2>new run: @@NEW@@</h2><div class="picture" id="new"></div></div>
    </div>
    <div id="panel">
    <section><h2>what differs at this moment (golden, then new run)</h2>
    <table><thead><tr><th>element</th><th>golden</th><th>new run</th></tr></thead>
    <tbody id="rows"></tbody></table></section>
    <section><h2>failed expects and errors</h2><ul id="failures">@@FAILURES@@</ul></section>
    </div>
    <script type="application/json" id="data">@@DATA@@</script>
    <script>
    @@SCRIPT@@
    </script>
    </body>
    </html>

    """

  static let script = """
    "use strict";
    const data = JSON.parse(document.getElementById("data").textContent);
    const moments = data.moments;
    const $ = (id) => document.getElementById(id);
    const scrubber = $("scrubber");
    let index = 0;
    scrubber.max = String(moments.length - 1);
    function fit(box) {
      const svg = box.querySelector("svg");
      if (!svg) { return; }
      const view = svg.viewBox.baseVal;
      const scale = Math.min(box.clientWidth / view.width, box.clientHeight / view.height);
      svg.style.width = (view.width * scale) + "px";
      svg.style.height = (view.height * scale) + "px";
    }
    function show(i) {
      index = Math.max(0, Math.min(moments.length - 1, i));
      const moment = moments[index];
      scrubber.value = String(index);
      $("old").innerHTML = moment.old;
      $("new").innerHTML = moment.new;
      fit($("old")); fit($("new"));
      $("label").textContent = "moment " + index + " · " + moment.label +
        (moment.rows.length ? " · " + moment.rows.length + " differ" : " · same");
      const rows = $("rows");
      rows.textContent = "";
      for (const [id, before, after] of moment.rows) {
        const row = document.createElement("tr");
        for (const [text, kind] of [[id, "id"], [before, "old"], [after, "new"]]) {
          const cell = document.createElement("td");
          cell.textContent = text; cell.className = kind; row.appendChild(cell);
        }
        rows.appendChild(row);
      }
    }
    function step(direction) {
      for (let i = index + direction; i >= 0 && i < moments.length; i += direction) {
        if (moments[i].rows.length) { show(i); return; }
      }
    }
    scrubber.addEventListener("input", () => show(Number(scrubber.value)));
    $("first").addEventListener("click", () => show(data.first));
    $("previous").addEventListener("click", () => step(-1));
    $("next").addEventListener("click", () => step(1));
    window.addEventListener("resize", () => { fit($("old")); fit($("new")); });
    const match = /moment=([0-9]+)/.exec(location.hash);
    show(match ? Number(match[1]) : data.first);
    """
}
