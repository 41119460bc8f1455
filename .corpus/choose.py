#!/usr/bin/env python3
"""Apply the corpus selection rule of SELECTION.md, one candidate at a time.

  choose.py status                       kinds, quotas, what is still needed
  choose.py candidates KIND [-n N]       the next source-A candidates for KIND, in list order
  choose.py source-b KIND MARKER FILE    save a find_files answer (JSON) for KIND's MARKER and
                                         print its candidates not yet looked at, in order
  choose.py classify GITDIR              the kinds a snapshot's newest commit passes
  choose.py record REPO GITDIR --for KIND --source A|B:MARKER
                                         classify and take (into manifest.json) or skip (logged)
  choose.py skip REPO --for KIND --source S --reason TEXT
                                         log a candidate that could not be fetched
  choose.py reclassify REPO GITDIR      label a round-1 repository at its pinned commit
  choose.py split                        draw the test set by lot (SELECTION.md)

Every decision is appended to selection.tsv: repo, kind asked for, source, taken|skipped, reason.
"""
import argparse
import fcntl
import hashlib
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "manifest.json")
LOG = os.path.join(HERE, "selection.tsv")
SOURCES = os.path.join(HERE, "sources")
LIST_REPO = "dkhamsing/open-source-ios-apps"
LIST_COMMIT = "ca2102f5166fe7a929cfb30251e9444a66e9e729"

KINDS = [
    "dotnet", "nativescript", "xcodegen-tuist", "monorepo-demo", "game", "multi-platform",
    "capacitor-cordova", "react-native", "flutter", "swiftui-ios18", "catalog-extensions",
    "objc-loose",
]
ROUND2_QUOTA = 5
TOTAL_QUOTA = 6
# Rounds 3 to 14 (SELECTION.md): two more repositories of each kind, every one of them test.
ROUND = 27
ROUND_QUOTA = 2
ROUNDS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27)

SOURCE_A_TAGS = {
    "dotnet": {"xamarin", "csharp", "maui"},
    "nativescript": {"nativescript"},
    "xcodegen-tuist": set(),
    "monorepo-demo": set(),
    "game": {"game", "spritekit", "cocos2d", "gameplaykit", "scenekit", "unity3d"},
    "multi-platform": {"macos", "tvos", "apple-tv", "watchos", "watchos2", "apple-watch",
                       "visionos", "apple-vision"},
    "capacitor-cordova": {"cordova", "ionic", "capacitor", "phonegap"},
    "react-native": {"react-native", "reactnative", "expo"},
    "flutter": {"flutter", "dart"},
    "swiftui-ios18": {"swiftui"},
    "catalog-extensions": {"extension", "widget", "today", "widgetkit", "safari-extension",
                           "content-blocking", "apple-watch"},
    "objc-loose": {"objc"},
}
SOURCE_B_MARKERS = {
    "dotnet": ["Platforms/iOS/Info.plist", "iOS/Info.plist", "src/Platforms/iOS/Info.plist"],
    "nativescript": ["App_Resources/iOS/Info.plist", "app/App_Resources/iOS/Info.plist",
                     "src/App_Resources/iOS/Info.plist"],
    "xcodegen-tuist": ["project.yml", "Project.swift", "Workspace.swift"],
    "monorepo-demo": ["Example/Podfile", "example/ios/Podfile", "Demo/Podfile"],
    "game": [],
    "multi-platform": [],
    "capacitor-cordova": ["ios/App/App.xcodeproj/project.pbxproj", "config.xml"],
    "react-native": ["ios/Podfile"],
    "flutter": ["ios/Runner.xcodeproj/project.pbxproj"],
    "swiftui-ios18": ["AppIcon.icon/icon.json"],
    "catalog-extensions": [],
    "objc-loose": ["Icon@2x.png", "Resources/Icon@2x.png"],
}
GAME_TAGS = SOURCE_A_TAGS["game"]
VENDOR_WORDS = {"example", "examples", "demo", "demos", "sample", "samples", "vendor", "vendors",
                "external", "externals", "thirdparty", "third_party", "third-party", "libraries",
                "lib", "libs", "submodules", "deps", "playground", "playgrounds"}
DEPENDENCY_DIRS = {"Pods", "Carthage", "node_modules", ".build", "build", "DerivedData"}


def reserved():
    path = os.path.join(os.path.dirname(os.path.dirname(HERE)), "shared", "reserved-repos.txt")
    names = set()
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            line = line.strip()
            if line and not line.startswith("#"):
                names.add(line.lower())
    return names


def load_manifest():
    return json.load(open(MANIFEST, encoding="utf-8"))


def save_manifest(entries):
    tmp = MANIFEST + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("[\n")
        f.write(",\n".join("  " + json.dumps(e, ensure_ascii=False) for e in entries))
        f.write("\n]\n")
    os.replace(tmp, MANIFEST)


def log_rows():
    """The decisions of selection.tsv, as lists of columns."""
    if os.path.exists(LOG):
        for line in open(LOG, encoding="utf-8"):
            if not line.startswith("#") and line.strip():
                yield line.rstrip("\n").split("\t")



def append_log(cols):
    new = not os.path.exists(LOG)
    with open(LOG, "a", encoding="utf-8") as f:
        if new:
            f.write("# repo\tasked for\tsource\tdecision\treason or kinds\n")
        f.write("\t".join(cols) + "\n")


class Locked:
    """Serialises the read-modify-write of manifest.json and selection.tsv between helpers."""

    def __enter__(self):
        self.f = open(os.path.join(HERE, ".select.lock"), "w")
        fcntl.flock(self.f, fcntl.LOCK_EX)

    def __exit__(self, *exc):
        fcntl.flock(self.f, fcntl.LOCK_UN)
        self.f.close()


def git(gitdir, *args):
    # Paths as they are: git quotes non-ASCII ones by default ("Oscar\302\260/..."), and a
    # quoted project path matched no marker (round 12).
    r = subprocess.run(["git", "-c", "core.quotepath=false", "--git-dir", gitdir, *args],
                       capture_output=True)
    return r.stdout.decode("utf-8", "replace") if r.returncode == 0 else ""


def grep(gitdir, pattern, *pathspecs, rev="HEAD"):
    out = git(gitdir, "grep", "-l", "-I", "-E", "-e", pattern, rev, "--", *pathspecs)
    return [line.split(":", 1)[1] for line in out.splitlines() if ":" in line]


def vendor_like(folder):
    """A folder named like a vendored or demo project: a word of VENDOR_WORDS, or (from round 6)
    a name that contains example, demo or sample (Knock's `KnockToReactExampleSwift`)."""
    name = folder.lower()
    return name in VENDOR_WORDS or any(w in name for w in ("example", "demo", "sample"))


def in_dependencies(path):
    return any(part in DEPENDENCY_DIRS or part.endswith((".framework", ".xcframework"))
               for part in path.split("/")[:-1])


def classify(gitdir, tags=(), rev="HEAD"):
    """The kinds a commit (the snapshot's newest by default) passes, and facts for the manifest."""
    files = [p for p in git(gitdir, "ls-tree", "-r", "--name-only", rev).splitlines()]

    def grep(pattern, *pathspecs):
        return globals()["grep"](gitdir, pattern, *pathspecs, rev=rev)

    own = [p for p in files if not in_dependencies(p)]
    names = {p.rsplit("/", 1)[-1] for p in own}
    pbx = [p for p in own if p.endswith(".xcodeproj/project.pbxproj")]
    kinds = set()

    csproj = [p for p in own if p.endswith(".csproj")]
    if (csproj and grep(r"net[0-9.]+-ios|Xamarin\.iOS|MonoTouch", *csproj)) or \
            grep("XSAppIconAssets", "*Info.plist"):
        kinds.add("dotnet")
    if any("App_Resources/iOS/" in p for p in own):
        kinds.add("nativescript")
    ymls = [p for p in own if p.rsplit("/", 1)[-1] == "project.yml"]
    tuist = [p for p in own if p.rsplit("/", 1)[-1] in ("Project.swift", "Workspace.swift")]
    if (ymls and grep(r"^targets:", *ymls)) or \
            (tuist and grep("import ProjectDescription", *tuist)):
        kinds.add("xcodegen-tuist")
    vendored = [p for p in pbx if any(vendor_like(c) for c in p.split("/")[:-2])]
    main = [p for p in pbx if p not in vendored]
    # From round 6: a main project (outside vendored and demo folders) with an application
    # target, and for the iOS-app check one whose settings name the iOS SDK. A library whose
    # only apps are its examples, and a tvOS- or macOS-only project, hold no iOS app.
    # A project file may be an XML property list (`<string>...</string>` values), from round 7.
    app_type = r"com\.apple\.product-type\.application(\"?;|</string>)"
    main_apps = set(grep(app_type, *main)) if main else set()
    sdk = (r"SDKROOT = \"?iphone(os|simulator)|SUPPORTED_PLATFORMS = \"?[^;]*iphoneos|sdk=iphoneos"
           r"|<string>iphone(os|simulator)")
    ios_sdk = set(grep(sdk, *main)) if main else set()
    xcconfigs = [p for p in own if p.endswith(".xcconfig")]
    if main and xcconfigs and grep(sdk, *xcconfigs):
        ios_sdk = set(main)  # the setting lives in an .xcconfig file the projects include
    if len(pbx) >= 2 and vendored and main_apps:
        kinds.add("monorepo-demo")
    if set(tags) & GAME_TAGS or any("/cocos2d" in "/" + p.lower() for p in own) or \
            grep(r"import SpriteKit|<SpriteKit/", "*.swift", "*.m", "*.h"):
        kinds.add("game")
    if (pbx and grep(r"SDKROOT = (macosx|appletvos|watchos|xros)|"
                     r"SUPPORTED_PLATFORMS = \"?[^;]*(macosx|appletvos|watchos|xros)|"
                     r"product-type\.application\.watchapp", *pbx)) or \
            any(p.endswith("macos/Runner.xcodeproj/project.pbxproj") for p in own):
        kinds.add("multi-platform")
    if any(n.startswith("capacitor.config.") or n == "ionic.config.json" for n in names) or \
            grep(r"<platform name=\"ios\"", "*config.xml"):
        kinds.add("capacitor-cordova")
    pkgs = [p for p in own if p.rsplit("/", 1)[-1] == "package.json"]
    if pkgs and grep(r"\"(react-native|expo)\" *:", *pkgs):
        kinds.add("react-native")
    if "pubspec.yaml" in names and any(
            p.endswith("ios/Runner.xcodeproj/project.pbxproj") for p in own):
        kinds.add("flutter")
    icon_json = [p for p in own if re.search(r"\.icon/icon\.json$", p)]
    sets = [p for p in own if p.endswith(".appiconset/Contents.json")]
    if icon_json or (sets and grep("\"luminosity\"", *sets)):
        kinds.add("swiftui-ios18")
    if sets and pbx and grep(r"product-type\.(app-extension|application\.watchapp|"
                             r"watchkit2-extension|tv-app-extension)", *pbx):
        kinds.add("catalog-extensions")
    loose = {"Icon.png", "Icon@2x.png", "Icon-72.png", "Icon-Small.png", "iTunesArtwork"}
    if pbx and any(p.rsplit("/", 1)[-1] in loose and ".xcassets/" not in p for p in own):
        kinds.add("objc-loose")

    ios_spec = "xcodegen-tuist" in kinds and bool(
        grep(r"platform: *[^ ]*iOS|supportedDestinations|destinations: *(\[|\.)*iOS|\.iOS\b",
             *(ymls + tuist)))
    ios_app = bool(main_apps & ios_sdk) or ios_spec or bool(kinds & {"dotnet", "nativescript",
                                                     "capacitor-cordova", "react-native",
                                                     "flutter"})
    head = git(gitdir, "log", "-1", "--format=%H %cI", rev).split()
    return {
        "kinds": [k for k in KINDS if k in kinds],
        "iosApp": ios_app,
        "commit": head[0] if head else None,
        "date": head[1] if len(head) > 1 else None,
        "projects": sorted(pbx),
        "files": len(files),
    }


def list_projects():
    mirror = os.environ.get("LIST_MIRROR", os.path.join(
        os.path.dirname(os.path.dirname(HERE)), ".mirror", "dkhamsing+open-source-ios-apps", "repo"))
    raw = subprocess.run(["git", "--git-dir", mirror, "show", f"{LIST_COMMIT}:contents.json"],
                         capture_output=True, check=True).stdout
    return json.loads(raw)["projects"]


def github_repo(source):
    m = re.match(r"https?://github\.com/([^/\s]+)/([^/\s#?]+)", source or "")
    if not m:
        return None
    name = m.group(2)
    return f"{m.group(1)}/{name[:-4] if name.endswith('.git') else name}"


def tags_of(project):
    return set(project.get("tags", [])) | set(project.get("category-ids", []))


def known(kind):
    """Not a candidate for KIND: in the corpus, reserved, or already decided for KIND.
    A repository skipped for another kind is still a candidate for this one (SELECTION.md:
    nothing else skips a candidate)."""
    taken = {e["repo"].lower() for e in load_manifest()}
    decided = {cols[0].lower() for cols in log_rows() if len(cols) > 1 and cols[1] == kind}
    return taken | decided | reserved()


def cmd_status(_):
    entries = load_manifest()
    print(f"{'kind':<20}" + "".join(f"{'round ' + str(r):>8}" for r in ROUNDS) + f"{'total':>8}  needs")
    for kind in KINDS:
        per = [sum(1 for e in entries if e.get("round") == r and kind in e["kinds"]) for r in ROUNDS]
        tot = sum(1 for e in entries if kind in e["kinds"])
        need = max(ROUND_QUOTA - per[ROUNDS.index(ROUND)], TOTAL_QUOTA - tot, 0)
        print(f"{kind:<20}" + "".join(f"{n:>8}" for n in per) + f"{tot:>8}  {need or 'met'}")
    rounds = ", ".join(
        f"{sum(1 for e in entries if e.get('round') == r)} round {r}" for r in ROUNDS)
    print(f"repositories: {len(entries)} ({rounds})")


def cmd_candidates(a):
    skip = known(a.kind)
    wanted = SOURCE_A_TAGS[a.kind]
    out = []
    for p in list_projects():
        repo = github_repo(p.get("source"))
        # monorepo-demo: tags cannot tell a vendored demo project; every entry is a candidate.
        any_tags = a.kind == "monorepo-demo"
        if not repo or repo.lower() in skip or not (any_tags or (wanted and tags_of(p) & wanted)):
            continue
        if a.kind == "swiftui-ios18" and "archive" in tags_of(p):
            continue
        out.append(repo)
        skip.add(repo.lower())
        if len(out) >= a.n:
            break
    print("\n".join(out) if out else f"source A has no candidate left for {a.kind}")


def cmd_source_b(a):
    os.makedirs(SOURCES, exist_ok=True)
    data = json.load(open(a.file, encoding="utf-8"))
    slug = re.sub(r"[^A-Za-z0-9]+", "_", a.marker).strip("_")
    dest = os.path.join(SOURCES, f"{a.kind}--{slug}.json")
    # find_files' answer lists {"repo": ...} objects; a saved answer lists the names.
    repos = [r["repo"] if isinstance(r, dict) else r for r in data.get("repos", [])]
    with open(dest, "w", encoding="utf-8") as f:
        json.dump({"kind": a.kind, "marker": a.marker, "repos": repos}, f, indent=1)
    skip = known(a.kind)
    print("\n".join(r for r in repos if r.lower() not in skip))


def tags_for(repo):
    for p in list_projects():
        if (github_repo(p.get("source")) or "").lower() == repo.lower():
            return tags_of(p)
    return set()


def cmd_classify(a):
    print(json.dumps(classify(a.gitdir, tags_for(a.repo) if a.repo else ()), indent=1))


def cmd_record(a):
    # A path that is not a git directory would classify as a tree with no iOS app, and log
    # that as the reason (round 4 logged one such line before this check).
    if subprocess.run(["git", "--git-dir", a.gitdir, "rev-parse", "--verify", "-q", "HEAD"],
                      capture_output=True).returncode != 0:
        sys.exit(f"{a.gitdir} is not a git directory with a HEAD: fetch the repository first")
    with Locked():
        if a.repo.lower() in reserved():
            sys.exit(f"{a.repo} is reserved: never fetched, never recorded")
        facts = classify(a.gitdir, tags_for(a.repo))
        entries = load_manifest()
        if any(e["repo"].lower() == a.repo.lower() for e in entries):
            print(f"{a.repo}: already in the corpus")
            return
        if not facts["iosApp"]:
            reason = "no iOS app in the tree"
        elif a.kind not in facts["kinds"]:
            reason = f"tree check for {a.kind} fails (passes: {','.join(facts['kinds']) or 'none'})"
        else:
            reason = None
        if reason:
            append_log([a.repo, a.kind, a.source, "skipped", reason])
            print(f"{a.repo}: skipped: {reason}")
            return
        entry = {"repo": a.repo, "commit": facts["commit"], "date": facts["date"],
                 "kinds": facts["kinds"], "projects": facts["projects"], "round": ROUND,
                 "source": a.source}
        if ROUND >= 3:
            # Rounds 3 on measure the rules tuned on every round before: all of it is test.
            entry["set"] = "test"
        elif any("set" in e for e in entries):
            # After the split: a lot of its own, about one in three to the test set.
            digit = hashlib.sha256(("iconsmith-21:" + a.repo).encode()).hexdigest()[0]
            entry["set"] = "test" if int(digit, 16) < 6 else "tuning"
        entries.append(entry)
        save_manifest(entries)
        append_log([a.repo, a.kind, a.source, "taken", ",".join(facts["kinds"])])
        print(f"{a.repo}: taken as {','.join(facts['kinds'])} at {facts['commit'][:12]}")


def cmd_reclassify(a):
    """Labels a round-1 repository by the same tree checks, at its pinned commit."""
    with Locked():
        entries = load_manifest()
        for e in entries:
            if e["repo"].lower() == a.repo.lower():
                facts = classify(a.gitdir, tags_for(a.repo), rev=e["commit"])
                e["kinds"] = facts["kinds"]
                e["projects"] = facts["projects"]
                e.setdefault("round", 1)
                save_manifest(entries)
                print(f"{a.repo}: {','.join(facts['kinds']) or 'no kind'}")
                return
    sys.exit(f"{a.repo} is not in the manifest")


def cmd_skip(a):
    with Locked():
        append_log([a.repo, a.kind, a.source, "skipped", a.reason])
    print(f"{a.repo}: skipped: {a.reason}")


def cmd_split(_):
    with Locked():
        entries = load_manifest()
        by_kind = {}
        for e in entries:
            if e.get("round") != 2:
                e["set"] = "tuning"
                continue
            first = next(k for k in KINDS if k in e["kinds"])
            by_kind.setdefault(first, []).append(e)
        for kind, members in by_kind.items():
            members.sort(key=lambda e: hashlib.sha256(
                ("iconsmith-21:" + e["repo"]).encode()).hexdigest())
            cut = (len(members) + 1) // 2
            for i, e in enumerate(members):
                e["set"] = "test" if i < cut else "tuning"
        save_manifest(entries)
    test = [e["repo"] for e in entries if e.get("set") == "test"]
    print(f"test set: {len(test)} of {len(entries)}")
    for repo in test:
        print("  " + repo)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("status").set_defaults(f=cmd_status)
    p = sub.add_parser("candidates")
    p.add_argument("kind", choices=KINDS)
    p.add_argument("-n", type=int, default=5)
    p.set_defaults(f=cmd_candidates)
    p = sub.add_parser("source-b")
    p.add_argument("kind", choices=KINDS)
    p.add_argument("marker")
    p.add_argument("file")
    p.set_defaults(f=cmd_source_b)
    p = sub.add_parser("classify")
    p.add_argument("gitdir")
    p.add_argument("--repo")
    p.set_defaults(f=cmd_classify)
    p = sub.add_parser("record")
    p.add_argument("repo")
    p.add_argument("gitdir")
    p.add_argument("--for", dest="kind", required=True, choices=KINDS)
    p.add_argument("--source", required=True)
    p.set_defaults(f=cmd_record)
    p = sub.add_parser("skip")
    p.add_argument("repo")
    p.add_argument("--for", dest="kind", required=True, choices=KINDS)
    p.add_argument("--source", required=True)
    p.add_argument("--reason", required=True)
    p.set_defaults(f=cmd_skip)
    p = sub.add_parser("reclassify")
    p.add_argument("repo")
    p.add_argument("gitdir")
    p.set_defaults(f=cmd_reclassify)
    sub.add_parser("split").set_defaults(f=cmd_split)
    a = ap.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
