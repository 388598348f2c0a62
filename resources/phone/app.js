// Tablekeeper phone page: joins a seat, shows that seat's private card while held, sends its choices.
// Every word on the page comes from the table (rendered there in the chosen language); this file has none.
"use strict";
(function () {
  var TOKEN_KEY = "tablekeeper.seat.token";
  var LANG_KEY = "tablekeeper.lang";
  var LANGS = ["en", "vi", "fa", "zh_TW"];
  var portMeta = document.querySelector('meta[name="tablekeeper-ws-port"]');
  var wsUrl = "ws://" + location.hostname + ":" + portMeta.getAttribute("content") + "/";
  var socket = null;
  var retry = 0;
  var texts = {};
  var state = null;
  var picks = {};   // choice index -> {key: value or [values]}
  var asking = null; // the choice index whose "Send this choice?" step is open
  var answerKey = null; // the page's own answer ("sent"), rendered again in the phone's current language
  var acting = false; // an act is on its way: a refusal answers it (a stale "seen" needs no words)
  var shapes = {};   // choice index -> the shape its picks were made on (they survive updates that keep it)
  var $ = function (id) { return document.getElementById(id); };

  function store(key, value) { try { if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value); } catch (e) { /* private mode */ } }
  function load(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }

  function browserLang() {
    var langs = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < langs.length; i++) {
      var l = String(langs[i]).toLowerCase();
      if (l.indexOf("vi") === 0) return "vi";
      if (l.indexOf("fa") === 0) return "fa";
      if (l.indexOf("zh") === 0) return "zh_TW";
      if (l.indexOf("en") === 0) return "en";
    }
    return "en";
  }
  var lang = load(LANG_KEY);
  if (LANGS.indexOf(lang) < 0) lang = browserLang();
  $("lang").value = lang;

  var stopped = false; // this tab was replaced by another: it does not reconnect until asked to
  var unsent = null;    // a choice sent while disconnected: sent on reconnect, or said not sent
  function send(message) {
    if (socket && socket.readyState === 1) { socket.send(JSON.stringify(message)); return; }
    if (message.type !== "act") return;
    unsent = message;
    answer(texts.send_later || "", true);
  }
  var notSent = false;  // a choice was dropped: said on the seat list too, where the answer line is hidden
  function dropUnsent() {
    if (unsent) { unsent = null; notSent = true; answer(texts.not_sent || "", true); }
  }
  function takeBack() {
    var button = $("take_back");
    if (button) button.remove();
    stopped = false;
    retry = 0;
    connect();
  }
  function offerTakeBack() {
    if ($("take_back")) return;
    var button = el("button", "primary", texts.take_back || "");
    button.id = "take_back";
    button.type = "button";
    button.addEventListener("click", takeBack);
    $("status").insertAdjacentElement("afterend", button);
  }
  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function setDirection(message) {
    document.documentElement.lang = message.lang.replace("_", "-");
    document.documentElement.dir = message.dir;
    if (message.texts) texts = message.texts;
    $("lang").setAttribute("aria-label", texts.language || "Language");
  }
  function status(text) { $("status").textContent = text || ""; }

  function connect() {
    if (socket && socket.readyState <= 1) return; // already connecting (a wake-up came before the retry)
    status(texts.connecting || "\u2026");
    socket = new WebSocket(wsUrl);
    socket.onopen = function () {
      retry = 0;
      send({ type: "hello", token: load(TOKEN_KEY) || "", lang: lang });
    };
    socket.onmessage = function (event) {
      var message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      handle(message);
    };
    socket.onclose = function () {
      socket = null;
      if (stopped) { dropUnsent(); offerTakeBack(); return; }
      status(texts.reconnecting || "\u2026");
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 500 * retry);
    };
  }

  function handle(message) {
    switch (message.type) {
      case "seats": setDirection(message); showSeats(message); break;
      case "joined": if (message.token) store(TOKEN_KEY, message.token); break;
      case "state":
        setDirection(message); showState(message);
        if (unsent) { var queued = unsent; unsent = null; send(queued); }
        break;
      case "asking": status(message.message); break;
      case "accepted": acting = false; answerKey = "sent"; answer(texts.sent || "", false); break;
      case "refused":
        if (!acting && message.code === "stale") break; // a look at an older state: the new one is on its way
        acting = false; answerKey = null; answer(message.message, true); break;
      case "error":
        if (message.code === "bad_token" || message.code === "released") store(TOKEN_KEY, null);
        if (message.code === "replaced") stopped = true; // another tab holds the seat: do not fight over it
        if (message.code === "released" || message.code === "bad_token") dropUnsent();
        status(message.message);
        break;
      default: break;
    }
  }

  function showSeats(message) {
    state = null;
    $("play").hidden = true;
    $("join").hidden = false;
    $("who").textContent = "";
    status(notSent ? texts.not_sent || "" : "");
    notSent = false;
    $("join_title").textContent = texts.choose_seat;
    var list = $("seat_list");
    list.textContent = "";
    var anyFree = false;
    message.seats.forEach(function (seat) {
      var label = seat.laptop ? seat.name + " \u2014 " + texts.on_laptop : !seat.free ? seat.name + " \u2014 " + texts.taken
        : seat.ask ? seat.name + " (" + texts.ask_moderator + ")" : seat.name;
      var button = el("button", "", label);
      button.type = "button";
      button.disabled = !seat.free;
      anyFree = anyFree || seat.free;
      button.addEventListener("click", function () { send({ type: "claim", seat: seat.seat, lang: lang }); });
      list.appendChild(button);
    });
    if (!anyFree) status(texts.no_seats);
  }

  function shapeOf(choice) { return JSON.stringify([choice.type, choice.title, choice.params]); }

  function showState(message) {
    // A receipt ("Sent.") goes when its step ends, and at night as soon as the phone has nothing to choose.
    if (state && ((state.lang === message.lang && state.step !== message.step) || (message.night && !message.choices.length))) {
      answerKey = null; answer("", false);
    }
    state = message;
    // A half-made choice survives updates that leave its form as it was (another player's vote).
    var kept = {};
    message.choices.forEach(function (choice) {
      var shape = shapeOf(choice);
      if (picks[choice.index] && shapes[choice.index] === shape) kept[choice.index] = picks[choice.index];
      shapes[choice.index] = shape;
    });
    if (asking !== null && !kept[asking]) asking = null;
    picks = kept;
    $("join").hidden = true;
    $("play").hidden = !$("aids_panel").hidden;
    status("");
    $("who").textContent = message.name;
    $("phase").textContent = message.phase || "";
    document.body.classList.toggle("night", !!message.night);
    $("round_note").hidden = !message.round;
    $("round_note").textContent = message.round ? message.round.note : "";
    $("result").hidden = !message.result;
    $("result").textContent = message.result ? texts.game_over + " " + message.result : "";
    $("hold_hint").textContent = texts.hold_hint;
    $("hold").textContent = texts.hold;
    $("new_mark").hidden = !message["new"];
    $("new_mark").textContent = texts["new"] || "";
    $("awake").textContent = texts.awake || "";
    $("aids_open").textContent = texts.aids || "";
    if (answerKey) $("answer").textContent = texts[answerKey] || "";
    showAids();
    var lines = message.secret.lines.slice();
    if (message.secret.summary) lines.push(message.secret.summary);
    $("secret").textContent = lines.length ? lines.join("\n") : texts.nothing_secret;
    $("choices_title").textContent = texts.your_choices;
    renderChoices();
  }

  function renderChoices() {
    var box = $("choices");
    box.textContent = "";
    if (!state.choices.length) {
      box.appendChild(el("p", state.night ? "hint eyes" : "hint", state.result ? "" : state.night ? texts.eyes_closed : texts.nothing_to_do));
      return;
    }
    state.choices.forEach(function (choice) {
      var form = el("div", "choice");
      form.appendChild(el("h3", "", choice.title));
      if (choice.note) form.appendChild(el("p", "note", choice.note)); // what the player must know to choose
      var chosen = picks[choice.index] || (picks[choice.index] = {});
      choice.params.forEach(function (param) {
        if (param.label) form.appendChild(el("p", "hint", param.label));
        if (param.kind === "subset") form.appendChild(el("p", "hint", texts.choose_n.replace("{n}", digits(param.size))));
        var grid = el("div", "options");
        var reasons = {};
        param.options.forEach(function (option) {
          var button = el("button", "", option.label);
          button.type = "button";
          button.disabled = !option.enabled;
          var current = chosen[param.key];
          var on = param.kind === "one" ? current !== undefined && JSON.stringify(current) === JSON.stringify(option.value)
            : Array.isArray(current) && current.some(function (v) { return JSON.stringify(v) === JSON.stringify(option.value); });
          if (on) button.classList.add("picked");
          if (!option.enabled && option.reason) (reasons[option.reason] = reasons[option.reason] || []).push(option.label);
          button.addEventListener("click", function () { pick(choice, param, option.value); });
          grid.appendChild(button);
        });
        form.appendChild(grid);
        var notes = Object.keys(reasons).map(function (r) { return reasons[r].join(texts.sep || ", ") + ": " + r; });
        if (notes.length) form.appendChild(el("p", "reasons", notes.join("\n")));
      });
      if (asking === choice.index) {
        form.appendChild(el("p", "", texts.sure));
        var row = el("div", "sure");
        var yes = el("button", "primary", texts.send);
        yes.type = "button";
        yes.addEventListener("click", function () { submit(choice); });
        var no = el("button", "", texts.back);
        no.type = "button";
        no.addEventListener("click", function () { asking = null; renderChoices(); });
        row.appendChild(yes); row.appendChild(no);
        form.appendChild(row);
      } else {
        var ok = el("button", "primary", choice.confirm);
        ok.type = "button";
        ok.disabled = !complete(choice);
        ok.addEventListener("click", function () { asking = choice.index; renderChoices(); });
        form.appendChild(ok);
      }
      box.appendChild(form);
    });
  }

  function pick(choice, param, value) {
    var chosen = picks[choice.index];
    if (param.kind === "one") chosen[param.key] = value;
    else {
      var list = Array.isArray(chosen[param.key]) ? chosen[param.key] : [];
      var at = list.findIndex(function (v) { return JSON.stringify(v) === JSON.stringify(value); });
      if (at >= 0) list.splice(at, 1); else if (list.length < param.size) list.push(value);
      chosen[param.key] = list;
    }
    asking = null;
    answerKey = null;
    answer("", false);
    renderChoices();
  }

  function complete(choice) {
    var chosen = picks[choice.index] || {};
    return choice.params.every(function (p) {
      var v = chosen[p.key];
      return p.kind === "one" ? v !== undefined : Array.isArray(v) && v.length === p.size;
    });
  }

  // A number in the phone's own digits (Persian: ۰-۹), as the table renders its numbers.
  function digits(n) {
    var lang = document.documentElement.lang || "en";
    return String(n).replace(/[0-9]+/g, function (d) { try { return Number(d).toLocaleString(lang, { useGrouping: false }); } catch (e) { return d; } });
  }

  // The player aids: the roles of this game and One Night's night order, nothing secret, any time.
  function showAids() {
    var aids = state && state.aids;
    var box = $("aids");
    box.textContent = "";
    $("aids_open").hidden = !aids;
    if (!aids) return;
    $("aids_title").textContent = texts.aids || "";
    $("aids_close").textContent = texts.close_aids || "";
    box.appendChild(el("h3", "", texts.roles));
    var list = el("dl", "roles");
    aids.roles.forEach(function (role) {
      list.appendChild(el("dt", "", role.side ? role.name + " \u2014 " + role.side : role.name));
      if (role.help) list.appendChild(el("dd", "", role.help));
    });
    box.appendChild(list);
    if (aids.night_order.length) {
      box.appendChild(el("h3", "", texts.night_order));
      var order = el("ol", "night_order");
      aids.night_order.forEach(function (step) { order.appendChild(el("li", "", digits(step.number) + " \u00b7 " + step.name)); });
      box.appendChild(order);
    }
  }
  $("aids_open").addEventListener("click", function () { $("aids_panel").hidden = false; $("play").hidden = true; });
  $("aids_close").addEventListener("click", function () { $("aids_panel").hidden = true; $("play").hidden = !state; });

  function submit(choice) {
    var params = {};
    var chosen = picks[choice.index];
    choice.params.forEach(function (p) {
      var v = chosen[p.key];
      params[p.key] = p.kind === "subset" && v.every(function (x) { return typeof x === "number"; })
        ? v.slice().sort(function (a, b) { return a - b; }) : v;
    });
    asking = null;
    acting = true;
    send({ type: "act", rev: state.rev, action: choice.type, params: params });
  }

  function answer(text, refused) {
    if (refused && state) { asking = null; renderChoices(); } // the form again, without its "Send this choice?"
    $("answer").textContent = text || "";
    $("answer").className = refused ? "refused" : "";
  }

  // Hold to look: shown only while a finger (or the mouse) is down on the button, like turning up a card.
  var hold = $("hold");
  var secret = $("secret");
  var looked = false;
  function show(on) {
    secret.classList.toggle("shown", on);
    secret.setAttribute("aria-hidden", on ? "false" : "true");
    if (on && !looked) { looked = true; }
    if (!on && looked) { looked = false; send({ type: "seen", rev: state ? state.rev : -1 }); }
  }
  hold.addEventListener("pointerdown", function (e) { e.preventDefault(); show(true); });
  ["pointerup", "pointercancel", "pointerleave"].forEach(function (name) { hold.addEventListener(name, function () { show(false); }); });
  hold.addEventListener("contextmenu", function (e) { e.preventDefault(); });
  // A phone that slept: plain http has no Wake Lock and its socket may be gone; back in view, reconnect at once.
  document.addEventListener("visibilitychange", function () {
    if (document.hidden) { show(false); return; }
    if (!socket && !stopped) { retry = 0; connect(); }
  });

  $("lang").addEventListener("change", function () {
    lang = $("lang").value;
    store(LANG_KEY, lang);
    send({ type: "lang", lang: lang });
  });

  connect();
})();
