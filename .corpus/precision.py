#!/usr/bin/env python3
"""Measure iconsmith's precision on a corpus of real iOS app repositories.

For every repo of manifest.json that is checked out under the corpus folder, run
`iconsmith check --format json` at the top of its tree, as a new user would (no
arguments, no --profile), and compare each error and warning with judgements.tsv:

    repo<TAB>rule<TAB>path-glob<TAB>verdict<TAB>note[<TAB>message-glob]

verdict is `true` (a real problem), `false` (a false finding) or `absent` (about a file the
corpus checkout lacks but the repository has: counted neither way). The rule and path
columns, and the optional message column (for two findings of one rule on one file), are
fnmatch patterns (case-sensitive); the first matching line wins. Lines
starting with '#' and blank lines are ignored.

Exit status: 0, whatever the findings; 2 when the binary cannot be built or run.
"""
import argparse
import collections
import fnmatch
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def tsv_rows(path, valid, want):
    """(line number, columns) of each data line of a tab-separated file; '#' lines and blank
    lines are skipped, and a line `valid` refuses is reported with the form `want`."""
    if not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if not valid(cols):
                print(f"{path}:{n}: ignored, want {want}", file=sys.stderr)
                continue
            yield n, cols


def load_judgements(path):
    return [{"line": n, "repo": cols[0], "rule": cols[1], "glob": cols[2],
             "verdict": cols[3] == "true", "absent": cols[3] == "absent",
             "note": cols[4] if len(cols) > 4 else "",
             "message": cols[5] if len(cols) > 5 else "*", "used": 0}
            for n, cols in tsv_rows(
                path, lambda c: len(c) >= 4 and c[3] in ("true", "false", "absent"),
                "repo<TAB>rule<TAB>glob<TAB>true|false|absent<TAB>note")]


def load_defects(path):
    """test-defects.tsv: repo<TAB>path-glob<TAB>rule-globs (comma-separated)<TAB>severity<TAB>what.
    A reviewer writes these by looking at a test repository before iconsmith is run on it."""
    return [{"line": n, "repo": cols[0], "glob": cols[1], "rule-globs": cols[2],
             "rules": [r.strip() for r in cols[2].split(",") if r.strip()],
             "what": cols[4] if len(cols) > 4 else ""}
            for n, cols in tsv_rows(path, lambda c: len(c) >= 3,
                                    "repo<TAB>path-glob<TAB>rules<TAB>severity<TAB>what")]


def load_defect_verdicts(path):
    """defect-verdicts.tsv: repo<TAB>path-glob<TAB>rule-globs<TAB>verdict<TAB>why, a second look
    at a reviewer's defect (its first three columns as written) once iconsmith's view is known:
    `not-a-defect` takes it out of recall, counted apart; `reported-at:GLOB` names where a
    checker rightly reports it; `reported-by:RULE` names another rule whose finding on the
    defect's path says it (an empty icon set's no-app-icon names ITMS-90704), and
    `reported-by:RULE@GLOB` both."""
    return {tuple(cols[:3]): (cols[3], cols[4] if len(cols) > 4 else "")
            for _, cols in tsv_rows(
                path, lambda c: len(c) >= 4 and (c[3] == "not-a-defect"
                                                 or c[3].startswith("reported-at:")
                                                 or c[3].startswith("reported-by:")),
                "repo<TAB>path-glob<TAB>rule-globs<TAB>"
                "not-a-defect|reported-at:GLOB|reported-by:RULE<TAB>why")}


def found(defect, diagnostics, also_at=None, also_rule=None):
    """Whether an error or warning reports the defect: a rule it names, on a path it names. A
    file of a catalog set is also reported on the set's Contents.json by a message naming it
    (a slot whose file is missing); `also_at` is another path glob a verdict gave."""
    folder, name = os.path.split(defect["glob"])
    def at(d):
        path = d.get("path", "")
        if fnmatch.fnmatchcase(path, defect["glob"]) or (
                also_at and fnmatch.fnmatchcase(path, also_at)):
            return True
        return (folder.endswith(("set", ".launchimage")) and not any(ch in name for ch in "*?[")
                and path == folder + "/Contents.json" and name in d.get("message", ""))
    return any(d.get("severity") in ("error", "warning")
               and any(fnmatch.fnmatchcase(d.get("rule", ""), r)
                       for r in defect["rules"] + ([also_rule] if also_rule else []))
               and at(d) for d in diagnostics)


def judge(rows, repo, diag):
    for r in rows:
        if (r["repo"] == repo and fnmatch.fnmatchcase(diag.get("rule", ""), r["rule"])
                and fnmatch.fnmatchcase(diag.get("path", ""), r["glob"])
                and fnmatch.fnmatchcase(diag.get("message", ""), r["message"])):
            r["used"] += 1
            return r
    return None


def build():
    print("building: swift build -c release --product iconsmith", file=sys.stderr)
    try:
        p = subprocess.run(["swift", "build", "-c", "release", "--product", "iconsmith"],
                           cwd=ROOT, stdout=sys.stderr, stderr=sys.stderr)
    except OSError as e:
        print(f"cannot run swift: {e}", file=sys.stderr)
        sys.exit(2)
    if p.returncode != 0:
        print("build failed", file=sys.stderr)
        sys.exit(2)
    return os.path.join(ROOT, ".build", "release", "iconsmith")


def run_check(binary, tree, timeout, absolute=False):
    """`check --format json` at the tree's top with no argument, as a new user runs it; with
    `absolute`, by the tree's absolute path from another folder (paths are then made relative
    to the tree again, so both runs compare). Returns (report, error, seconds)."""
    args = [binary, "check", "--format", "json"] + ([os.path.abspath(tree)] if absolute else [])
    started = time.monotonic()
    try:
        p = subprocess.run(args, cwd="/" if absolute else tree,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, f"could not run: {e}", time.monotonic() - started
    seconds = time.monotonic() - started
    if p.returncode not in (0, 1):
        return None, f"exit {p.returncode}: {p.stderr.decode(errors='replace').strip()[:500]}", seconds
    try:
        out = json.loads(p.stdout)
    except ValueError as e:
        return None, f"output is not JSON ({e})", seconds
    if absolute:
        prefix = os.path.abspath(tree) + "/"
        for d in out.get("diagnostics", []):
            if d.get("path", "").startswith(prefix):
                d["path"] = d["path"][len(prefix):]
            elif d.get("path") == prefix[:-1]:
                d["path"] = "."
    return out, None, seconds


def finding_keys(out):
    return sorted((d.get("path"), d.get("rule"), d.get("severity"), d.get("message"))
                  for d in out.get("diagnostics", []))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", help="iconsmith binary (default: build the release product)")
    ap.add_argument("--corpus",
                    default=os.environ.get("ICONSMITH_CORPUS",
                                           os.path.join(os.path.dirname(ROOT), "corpus")),
                    help="folder of <owner>+<name> checkouts (default: $ICONSMITH_CORPUS, else "
                         "corpus/ beside the repository)")
    ap.add_argument("--manifest", default=os.path.join(HERE, "manifest.json"))
    ap.add_argument("--judgements", default=os.path.join(HERE, "judgements.tsv"))
    ap.add_argument("--defects", default=os.path.join(HERE, "test-defects.tsv"),
                    help="the defects reviewers found by looking, for recall")
    ap.add_argument("--defect-verdicts", default=os.path.join(HERE, "defect-verdicts.tsv"),
                    help="second looks at reviewers' defects (not-a-defect, reported-at)")
    ap.add_argument("--unjudged", action="store_true", help="list the unjudged findings")
    ap.add_argument("--false", dest="false_", action="store_true", help="list the false findings")
    ap.add_argument("--repo", action="append", help="only this owner/name (repeatable)")
    ap.add_argument("--timeout", type=float, default=900, help="seconds per repo")
    ap.add_argument("--set", default="tuning", choices=["tuning", "test", "all"],
                    help="which part of the split to run (default tuning: the test set is run "
                         "only when the rules are final)")
    ap.add_argument("--invariance", action="store_true",
                    help="also run by absolute path from / and report any finding that differs")
    ap.add_argument("--dump", help="write every repo's findings (JSON) into this folder")
    a = ap.parse_args()

    binary = os.path.abspath(a.bin) if a.bin else build()
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        print(f"no executable iconsmith at {binary}", file=sys.stderr)
        sys.exit(2)
    manifest = json.load(open(a.manifest, encoding="utf-8"))
    rows = load_judgements(a.judgements)
    defects = load_defects(a.defects)
    verdicts = load_defect_verdicts(a.defect_verdicts)
    recall = collections.defaultdict(lambda: [0, 0])
    misses, set_aside = [], []

    cols = ["errors", "warnings", "true E", "false E", "true W", "false W", "unjudged",
            "found", "missed"]
    table, unjudged, falses, absent, failures = [], [], [], [], []
    absent_blob = []
    by_rule = collections.defaultdict(lambda: collections.Counter())
    slowest = (0.0, None)
    variant = []
    for entry in manifest:
        repo = entry["repo"]
        if a.repo and repo not in a.repo:
            continue
        if not a.repo and a.set != "all" and entry.get("set", "tuning") != a.set:
            continue
        tree = os.path.join(a.corpus, repo.replace("/", "+"))
        if not os.path.isdir(tree):
            absent.append(repo)
            continue
        out, err, seconds = run_check(binary, tree, a.timeout)
        if out is None:
            failures.append((repo, err))
            continue
        slowest = max(slowest, (seconds, repo), key=lambda x: x[0])
        if a.dump:
            os.makedirs(a.dump, exist_ok=True)
            with open(os.path.join(a.dump, repo.replace("/", "+") + ".json"), "w") as f:
                json.dump(out, f, indent=1, sort_keys=True)
        if a.invariance:
            other, err2, _ = run_check(binary, tree, a.timeout, absolute=True)
            if other is None:
                failures.append((repo, "by absolute path: " + err2))
            elif finding_keys(other) != finding_keys(out):
                left, right = set(finding_keys(out)), set(finding_keys(other))
                variant.append((repo, sorted(left - right)[:3], sorted(right - left)[:3]))
        for defect in (x for x in defects if x["repo"] == repo):
            verdict, why = verdicts.get((repo, defect["glob"], defect["rule-globs"]), ("", ""))
            if verdict == "not-a-defect":
                set_aside.append((defect, why))
                continue
            also_at = verdict[len("reported-at:"):] if verdict.startswith("reported-at:") else None
            also_rule = (verdict[len("reported-by:"):] if verdict.startswith("reported-by:")
                         else None)
            if also_rule and "@" in also_rule:
                also_rule, also_at = also_rule.split("@", 1)
            hit = found(defect, out.get("diagnostics", []), also_at, also_rule)
            recall[repo][0 if hit else 1] += 1
            if not hit:
                misses.append(defect)
        c = collections.Counter()
        for d in out.get("diagnostics", []):
            sev = d.get("severity")
            if sev not in ("error", "warning"):
                continue
            k = "E" if sev == "error" else "W"
            c["errors" if k == "E" else "warnings"] += 1
            j = judge(rows, repo, d)
            rule = d.get("rule", "?")
            if j is not None and j["absent"]:
                # The checkout lacks a blob the repository has (.corpus-missing-blobs): the
                # finding is about our copy, not the user's tree, and is judged neither way.
                c["errors" if k == "E" else "warnings"] -= 1
                absent_blob.append((repo, d, j))
                continue
            if j is None:
                c["unjudged"] += 1
                by_rule[rule]["unjudged"] += 1
                unjudged.append((repo, d))
            else:
                verdict = "true" if j["verdict"] else "false"
                c[f"{verdict} {k}"] += 1
                by_rule[rule][verdict] += 1
                if not j["verdict"]:
                    falses.append((repo, d, j))
        c["found"], c["missed"] = recall[repo]
        table.append((repo, c))

    w = max([len(r) for r, _ in table] + [10])
    print(f"{'app':<{w}}  " + "  ".join(f"{h:>8}" for h in cols))
    tot = collections.Counter()
    for repo, c in table:
        tot.update(c)
        print(f"{repo:<{w}}  " + "  ".join(f"{c[h]:>8}" for h in cols))
    print(f"{'TOTAL':<{w}}  " + "  ".join(f"{tot[h]:>8}" for h in cols))
    judged = tot["true E"] + tot["false E"] + tot["true W"] + tot["false W"]

    def pct(t, f):
        return f"{100.0 * t / (t + f):.1f}%" if t + f else "n/a"
    print(f"\nprecision: errors {pct(tot['true E'], tot['false E'])}, "
          f"warnings {pct(tot['true W'], tot['false W'])}, "
          f"all {pct(tot['true E'] + tot['true W'], tot['false E'] + tot['false W'])} "
          f"({judged} judged, {tot['unjudged']} unjudged)")

    if absent_blob:
        print(f"not counted: {len(absent_blob)} findings about files the corpus checkout lacks "
              "(listed in .corpus-missing-blobs)")
    if tot["found"] + tot["missed"]:
        print(f"recall: {pct(tot['found'], tot['missed'])} of the defects reviewers found by "
              f"looking ({tot['found']} found, {tot['missed']} missed)")
        for m in misses:
            print(f"  missed: {m['repo']}\t{m['glob']}\t{','.join(m['rules'])}\t{m['what']}")
        if set_aside:
            print(f"set aside as no defect on a second look ({len(set_aside)}):")
            for m, why in set_aside:
                print(f"  {m['repo']}\t{m['glob']}\t{why}")

    print(f"\n{'rule':<34}{'true':>8}{'false':>8}{'unjudged':>10}")
    for rule in sorted(by_rule):
        r = by_rule[rule]
        print(f"{rule:<34}{r['true']:>8}{r['false']:>8}{r['unjudged']:>10}")

    if slowest[1]:
        print(f"\nslowest run: {slowest[1]} in {slowest[0]:.2f} s")
    if a.invariance:
        print(f"\nsame findings by absolute path: {len(table) - len(variant)} of {len(table)}")
        for repo, only_top, only_abs in variant:
            print(f"  {repo}: only at the top {only_top}; only by path {only_abs}")
    if absent:
        print(f"\nnot checked out under {a.corpus}: {', '.join(absent)}")
    stale = [r for r in rows if r["used"] == 0 and (not a.repo or r["repo"] in a.repo)
             and r["repo"] not in absent]
    if stale:
        print(f"\njudgement lines that matched nothing ({len(stale)}):")
        for r in stale:
            print(f"  line {r['line']}: {r['repo']}\t{r['rule']}\t{r['glob']}")
    if a.false_ and falses:
        print(f"\nfalse findings ({len(falses)}):")
        for repo, d, j in falses:
            print(f"  {repo}\t{d.get('severity')}\t{d.get('rule')}\t{d.get('path')}\t[{j['note']}]")
    if a.unjudged and unjudged:
        print(f"\nunjudged findings ({len(unjudged)}):")
        for repo, d in unjudged:
            print(f"  {repo}\t{d.get('severity')}\t{d.get('rule')}\t{d.get('path')}\t"
                  f"{d.get('message', '')}")
    if failures:
        for repo, err in failures:
            print(f"iconsmith failed on {repo}: {err}", file=sys.stderr)
        sys.exit(2)
    sys.exit(0)


if __name__ == "__main__":
    main()
