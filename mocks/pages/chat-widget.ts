import express from "express";

const providers = ["livechat", "jivo", "tawk", "crisp", "intercom", "custom"];

/**
 * One fake live-chat widget that speaks each provider's browser API (decision 019): it reads the visitor the
 * site set up the provider's way, shows a launcher and a small panel, and reports sent and received messages
 * through the provider's callbacks, so the site's chat code is exercised as with the real scripts. Its launcher's icon
 * is an inline SVG (issue 38: an emoji is a glyph the player's fonts may lack, a box instead of an icon).
 */
function widget(provider: string) {
  return `(function(){
var P=${JSON.stringify(provider)},w=window,d=document;
var ru=d.documentElement.lang==="ru";
var T=ru?{title:"Онлайн-чат",guest:"Гость",send:"Отправить",message:"Сообщение",reply:"Оператор: спасибо, ответим!"}:{title:"Onlayn chat",guest:"Mehmon",send:"Yuborish",message:"Xabar",reply:"Operator: rahmat, javob beramiz!"};
var name=null,handlers={sent:[],received:[]};
function on(kind,cb){if(typeof cb==="function")handlers[kind].push(cb)}
if(P==="livechat"){name=w.__lc&&w.__lc.visitor&&w.__lc.visitor.name;w.LiveChatWidget={on:function(n,cb){if(n==="new_event"){on("sent",function(t){cb({chatId:"sandbox",text:t,author:{type:"customer"}})});on("received",function(t){cb({chatId:"sandbox",text:t,author:{type:"agent"}})})}}}}
if(P==="tawk"){var A=w.Tawk_API||{};name=A.visitor&&A.visitor.name;on("sent",A.onChatMessageVisitor);on("received",function(t){A.onChatMessageAgent&&A.onChatMessageAgent({message:t})})}
if(P==="intercom"){name=w.intercomSettings&&w.intercomSettings.name}
if(P==="custom"){var C=w.omadChat||{};name=C.visitor&&C.visitor.name;on("sent",function(t){C.emit&&C.emit({channel_id:"custom",conversation_id:"sandbox",text:t,event:"sent"})});on("received",function(t){C.emit&&C.emit({channel_id:"custom",conversation_id:"sandbox",text:t,event:"received"})})}
if(P==="jivo"){on("sent",w.jivo_onMessageSent);on("received",function(t){w.jivo_onMessageReceived&&w.jivo_onMessageReceived({message:t})})}
var q=[];
if(P==="crisp"){q=Array.isArray(w.$crisp)?w.$crisp:[];}
function crisp(item){if(!Array.isArray(item))return;if(item[0]==="set"&&item[1]==="user:nickname"){name=item[2]&&item[2][0];render()}if(item[0]==="on"&&item[1]==="message:sent")on("sent",function(t){item[2]({content:t,fingerprint:"sandbox"})});if(item[0]==="on"&&item[1]==="message:received")on("received",function(t){item[2]({content:t,fingerprint:"sandbox"})});if(item[0]==="do"&&item[1]==="session:reset"){try{localStorage.removeItem("sandbox-chat-history")}catch(_){}}}
var root=d.createElement(P==="jivo"?"jdiv":"div");
root.setAttribute("data-chat-widget",P);
if(P==="livechat")root.id="chat-widget-container";
if(P==="crisp")root.className="crisp-client";
if(P==="tawk")root.className="widget-visible";
if(P==="intercom")root.id="intercom-container";
root.setAttribute("style","position:fixed;right:8px;bottom:16px;z-index:40;font:14px system-ui,sans-serif;color:#fff;display:flex;flex-direction:column;align-items:flex-end;pointer-events:none");
var panel,who;
function render(){if(who)who.textContent=name?name:T.guest}
var button=d.createElement("button");button.type="button";button.setAttribute("aria-label",T.title);button.setAttribute("aria-expanded","false");
var NS="http://www.w3.org/2000/svg",icon=d.createElementNS(NS,"svg"),bubble=d.createElementNS(NS,"path");
icon.setAttribute("viewBox","0 0 24 24");icon.setAttribute("width","24");icon.setAttribute("height","24");icon.setAttribute("aria-hidden","true");icon.setAttribute("focusable","false");
bubble.setAttribute("d","M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5");bubble.setAttribute("fill","none");bubble.setAttribute("stroke","currentColor");bubble.setAttribute("stroke-width","1.8");bubble.setAttribute("stroke-linecap","round");bubble.setAttribute("stroke-linejoin","round");
icon.appendChild(bubble);button.appendChild(icon);
button.setAttribute("style","pointer-events:auto;border:0;border-radius:50%;width:48px;height:48px;display:grid;place-items:center;padding:0;background:#1e7a52;color:#fff;cursor:pointer");
panel=d.createElement("div");panel.hidden=true;panel.setAttribute("role","region");panel.setAttribute("aria-label",T.title);
panel.setAttribute("style","pointer-events:auto;background:#14213d;border-radius:12px;padding:12px;margin-bottom:8px;width:240px;max-width:calc(100vw - 16px);box-sizing:border-box");
who=d.createElement("p");who.setAttribute("data-chat-visitor","");
var log=d.createElement("ul");log.setAttribute("data-chat-log","");
var form=d.createElement("form");var label=d.createElement("label");label.textContent=T.message;var input=d.createElement("input");input.name="message";label.appendChild(input);
var send=d.createElement("button");send.type="submit";send.textContent=T.send;form.appendChild(label);form.appendChild(send);
function add(t){var li=d.createElement("li");li.textContent=t;log.appendChild(li)}
form.addEventListener("submit",function(e){e.preventDefault();var t=input.value.trim();if(!t)return;input.value="";add(t);handlers.sent.forEach(function(cb){cb(t)});add(T.reply);handlers.received.forEach(function(cb){cb(T.reply)})});
button.addEventListener("click",function(){panel.hidden=!panel.hidden;button.setAttribute("aria-expanded",String(!panel.hidden))});
panel.appendChild(who);panel.appendChild(log);panel.appendChild(form);root.appendChild(panel);root.appendChild(button);
if(P==="crisp"){q.forEach(crisp);w.$crisp={push:crisp}}
if(P==="intercom"){w.Intercom=function(cmd){if(cmd==="shutdown"&&root.parentNode)root.remove()}}
if(P==="jivo"){w.jivo_api={setContactInfo:function(c){name=c&&c.name;render()}}}
render();d.body.appendChild(root);
if(P==="jivo"&&typeof w.jivo_onLoadCallback==="function")w.jivo_onLoadCallback();
})();`;
}

/** `/sandbox/chat/widget.js?provider=…`: the fake widget script. */
export function chatWidget() {
  const router = express.Router();
  router.get("/widget.js", (req, res) => {
    const provider = String(req.query.provider ?? "");
    if (!providers.includes(provider)) return void res.status(404).type("text/plain").send("unknown provider");
    res.type("text/javascript").set("Cache-Control", "no-store").send(widget(provider));
  });
  return router;
}
