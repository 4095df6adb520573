"""flygen.plan.items and templates/_items.s.j2: each item kind prints as one hand-typed line, the wait pass reads
its events off the items, and every family template prints bodies through the one macro table."""
import dataclasses

import pytest

from flygen.emu.launch import run_snippet
from flygen.plan.items import Comment, Instr, Label, Text, Wait, events, instr, loop_close, texts
from flygen.plan.waits import wait_counts
from flygen.render import TEMPLATE, environment


def show(items) -> str:
    t = environment().from_string('{% import "_items.s.j2" as I %}{{ I.each(items) }}')
    return t.render(items=items)


def test_each_item_prints_one_line():
    items = [instr("ds_read_b128", "v[4:7]", "v[v_ar0]", mods=("offset:64",), note="A k 0"),
             instr("buffer_load_dwordx4", "v1", "s[8:11]", "s[s_koff]", mods=("offen", "offset:16", "lds")),
             instr("s_setprio", 1), instr("s_barrier"), Wait(vm=3, lgkm=0), Wait(lgkm=2, note="reads up to 5"),
             Wait(vm=0), Label("k_loop"), Comment("K tile 1"), *texts(["v_add_u32 v1, 4, v2  // lowered"])]
    assert show(items).splitlines() == [
        "        ds_read_b128 v[4:7], v[v_ar0] offset:64  // A k 0",
        "        buffer_load_dwordx4 v1, s[8:11], s[s_koff] offen offset:16 lds",
        "        s_setprio 1",
        "        s_barrier",
        "        s_waitcnt vmcnt(3) lgkmcnt(0)",
        "        s_waitcnt lgkmcnt(2)  // reads up to 5",
        "        s_waitcnt vmcnt(0)",
        ".Lk_loop:",
        "        // K tile 1",
        "        v_add_u32 v1, 4, v2  // lowered"]


def test_items_are_frozen_and_know_their_counter():
    it = instr("buffer_load_dword", "v1", "v2", "s[4:7]", 0, mods=("offen",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        it.op = "x"
    assert it.args == ("v1", "v2", "s[4:7]", "0")
    assert (it.counter, instr("ds_read_b64", "v[0:1]", "v2").counter, instr("v_mfma_f32_16x16x32_bf16").counter) \
        == ("vmcnt", "lgkmcnt", None)
    assert Wait(vm=1, lgkm=0).drains("vmcnt") == 1 and Wait(vm=1).drains("lgkmcnt") is None


def test_events_feed_the_wait_pass():
    ds = [instr("ds_read_b128", f"v[{4 * i}:{4 * i + 3}]", "v0", writes=(i,)) for i in range(4)]
    mf = [Instr("v_mfma_f32_16x16x32_bf16", reads=(0,)), Instr("v_mfma_f32_16x16x32_bf16", reads=(3, 2))]
    stream = ds + [mf[0], Comment("x"), Wait(lgkm=1), mf[1]]
    ev = events(stream, "lgkmcnt")
    assert ev[:4] == [("fill", (i,)) for i in range(4)] and ev[5] is None and ev[6] == ("wait", 1)
    # read 0 has 3 reads issued after it -> lgkmcnt(3); the wait(1) leaves read 3 outstanding -> lgkmcnt(0)
    assert wait_counts(ev) == {4: (3, 0), 7: (0, 3)}
    # another counter's ops are neither fills nor waits of this one
    assert events([instr("buffer_load_dword", "v1"), Wait(vm=0)], "lgkmcnt") == [None, None]



@pytest.mark.parametrize("trips", [1, 2, 7])
def test_loop_close_runs_the_counter_trips(trips):
    # the one closing of a counted rolled loop, printed and run on the emulator: entered with the counter at n,
    # the body runs n times (the trip-count convention of every family's counter init)
    close = loop_close("s0", "body", "test loop")
    assert show(close).splitlines()[-1] == "        s_cbranch_scc1 .Lbody  // test loop: back while s0 != 0"
    text = show([instr("s_mov_b32", "s0", trips), instr("s_mov_b32", "s1", 0), Label("body"),
                 instr("s_add_u32", "s1", "s1", 1), *close])
    st = run_snippet(text).state
    assert (st.s[0, 1], st.s[0, 0]) == (trips, 0)


def test_templates_on_the_item_table_print_only():
    """A template that prints through the item table (_items.s.j2) decides nothing itself: no conditionals, no
    local variables."""
    from importlib import resources
    root = resources.files("flygen.templates")
    on_items = sorted(p.name for p in root.iterdir() if p.name.endswith(".s.j2") and p.name != "_items.s.j2"
                      and '"_items.s.j2"' in p.read_text())
    assert on_items == [TEMPLATE]              # the one family template, the only one render uses
    from flygen.families import FAMILIES
    assert not hasattr(next(iter(FAMILIES.values())), "template")   # no per-family template column
    for name in on_items:
        text = (root / name).read_text()
        assert not any(tag in text for tag in ("{% if", "{% elif", "{% set", "{%- if")), name
