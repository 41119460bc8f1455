/// A Flutter-style `ios/Runner.xcodeproj` (objectVersion 54) whose settings
/// come from xcconfig files at both levels: `#include?` of a CocoaPods file
/// found from the project folder, `#include` of a Generated.xcconfig that is
/// missing (as before `flutter build`), conditional keys and `$(inherited)`
/// through all four levels. Debug, Release and Profile configurations.
enum RunnerProjectFixture {
  static let text = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 54;
    	objects = {
    		97C146EB1CF9000F007C117D /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = 97C146FD1CF9000F007C117D; };
    		97C146FC1CF9000F007C117D /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 97C146FA1CF9000F007C117D; };
    		97C147001CF9000F007C117D /* LaunchScreen.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 97C146FF1CF9000F007C117D; };
    		3B3967161E833CAA004F5970 /* AppFrameworkInfo.plist in Resources */ = {isa = PBXBuildFile; fileRef = 3B3967151E833CAA004F5970; };
    		3B3967151E833CAA004F5970 /* AppFrameworkInfo.plist */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = text.plist.xml; name = AppFrameworkInfo.plist; path = Flutter/AppFrameworkInfo.plist; sourceTree = "<group>"; };
    		7AFA3C8E1D35360C0083082E /* Release.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; name = Release.xcconfig; path = Flutter/Release.xcconfig; sourceTree = "<group>"; };
    		9740EEB21CF90195004384FC /* Debug.xcconfig */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = text.xcconfig; name = Debug.xcconfig; path = Flutter/Debug.xcconfig; sourceTree = "<group>"; };
    		9740EEB31CF90195004384FC /* Generated.xcconfig */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = text.xcconfig; name = Generated.xcconfig; path = Flutter/Generated.xcconfig; sourceTree = "<group>"; };
    		B0B0B0B0B0B0B0B0B0B0B0B0 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Base.xcconfig; sourceTree = SOURCE_ROOT; };
    		97C146EE1CF9000F007C117D /* Runner.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Runner.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		97C146FB1CF9000F007C117D /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    		97C146FD1CF9000F007C117D /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    		97C147001CF9000F007C117E /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/LaunchScreen.storyboard; sourceTree = "<group>"; };
    		97C147021CF9000F007C117D /* Info.plist */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };

    		9740EEB11CF90186004384FC /* Flutter */ = {
    			isa = PBXGroup;
    			children = (
    				3B3967151E833CAA004F5970 /* AppFrameworkInfo.plist */,
    				9740EEB21CF90195004384FC /* Debug.xcconfig */,
    				7AFA3C8E1D35360C0083082E /* Release.xcconfig */,
    				9740EEB31CF90195004384FC /* Generated.xcconfig */,
    			);
    			name = Flutter;
    			sourceTree = "<group>";
    		};
    		97C146E51CF9000F007C117D = {
    			isa = PBXGroup;
    			children = (
    				9740EEB11CF90186004384FC /* Flutter */,
    				97C146F01CF9000F007C117D /* Runner */,
    				97C146EF1CF9000F007C117D /* Products */,
    				B0B0B0B0B0B0B0B0B0B0B0B0 /* Base.xcconfig */,
    			);
    			sourceTree = "<group>";
    		};
    		97C146EF1CF9000F007C117D /* Products */ = {
    			isa = PBXGroup;
    			children = (
    				97C146EE1CF9000F007C117D /* Runner.app */,
    			);
    			name = Products;
    			sourceTree = "<group>";
    		};
    		97C146F01CF9000F007C117D /* Runner */ = {
    			isa = PBXGroup;
    			children = (
    				97C146FA1CF9000F007C117D /* Main.storyboard */,
    				97C146FD1CF9000F007C117D /* Assets.xcassets */,
    				97C146FF1CF9000F007C117D /* LaunchScreen.storyboard */,
    				97C147021CF9000F007C117D /* Info.plist */,
    			);
    			path = Runner;
    			sourceTree = "<group>";
    		};
    		97C146ED1CF9000F007C117D /* Runner */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = 97C147051CF9000F007C117D;
    			buildPhases = (
    				9740EEB61CF901F6004384FC /* Run Script */,
    				97C146EC1CF9000F007C117D /* Resources */,
    			);
    			buildRules = (
    			);
    			dependencies = (
    			);
    			name = Runner;
    			productName = Runner;
    			productReference = 97C146EE1CF9000F007C117D /* Runner.app */;
    			productType = "com.apple.product-type.application";
    		};
    		97C146E61CF9000F007C117D /* Project object */ = {
    			isa = PBXProject;
    			attributes = {
    				BuildIndependentTargetsInParallel = YES;
    				LastUpgradeCheck = 1510;
    				ORGANIZATIONNAME = "";
    			};
    			buildConfigurationList = 97C146E91CF9000F007C117D;
    			compatibilityVersion = "Xcode 9.3";
    			developmentRegion = en;
    			hasScannedForEncodings = 0;
    			knownRegions = (en, Base, );
    			mainGroup = 97C146E51CF9000F007C117D;
    			productRefGroup = 97C146EF1CF9000F007C117D /* Products */;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (
    				97C146ED1CF9000F007C117D /* Runner */,
    			);
    		};
    		97C146EC1CF9000F007C117D /* Resources */ = {
    			isa = PBXResourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				97C147001CF9000F007C117D /* LaunchScreen.storyboard in Resources */,
    				3B3967161E833CAA004F5970 /* AppFrameworkInfo.plist in Resources */,
    				97C146EB1CF9000F007C117D /* Assets.xcassets in Resources */,
    				97C146FC1CF9000F007C117D /* Main.storyboard in Resources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    		9740EEB61CF901F6004384FC /* Run Script */ = {
    			isa = PBXShellScriptBuildPhase;
    			alwaysOutOfDate = 1;
    			buildActionMask = 2147483647;
    			files = (
    			);
    			inputPaths = (
    			);
    			name = "Run Script";
    			outputPaths = (
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    			shellPath = /bin/sh;
    			shellScript = "/bin/sh \"$FLUTTER_ROOT/packages/flutter_tools/bin/xcode_backend.sh\" build";
    		};
    		97C146FA1CF9000F007C117D /* Main.storyboard */ = {
    			isa = PBXVariantGroup;
    			children = (
    				97C146FB1CF9000F007C117D /* Base */,
    			);
    			name = Main.storyboard;
    			sourceTree = "<group>";
    		};
    		97C146FF1CF9000F007C117D /* LaunchScreen.storyboard */ = {
    			isa = PBXVariantGroup;
    			children = (
    				97C147001CF9000F007C117E /* Base */,
    			);
    			name = LaunchScreen.storyboard;
    			sourceTree = "<group>";
    		};
    		249021D3217E4FDB00AE95B9 /* Profile */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = B0B0B0B0B0B0B0B0B0B0B0B0 /* Base.xcconfig */;
    			buildSettings = {
    				IPHONEOS_DEPLOYMENT_TARGET = 12.0;
    				SDKROOT = iphoneos;
    			};
    			name = Profile;
    		};
    		97C147031CF9000F007C117D /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				IPHONEOS_DEPLOYMENT_TARGET = 12.0;
    				SDKROOT = iphoneos;
    			};
    			name = Debug;
    		};
    		97C147041CF9000F007C117D /* Release */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = B0B0B0B0B0B0B0B0B0B0B0B0 /* Base.xcconfig */;
    			buildSettings = {
    				IPHONEOS_DEPLOYMENT_TARGET = 12.0;
    				OTHER_FLAGS = "$(inherited) project";
    				SDKROOT = iphoneos;
    				TARGETED_DEVICE_FAMILY = "1,2";
    			};
    			name = Release;
    		};
    		249021D4217E4FDB00AE95B9 /* Profile */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = 7AFA3C8E1D35360C0083082E /* Release.xcconfig */;
    			buildSettings = {
    				INFOPLIST_FILE = Runner/Info.plist;
    			};
    			name = Profile;
    		};
    		97C147061CF9000F007C117D /* Debug */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = 9740EEB21CF90195004384FC /* Debug.xcconfig */;
    			buildSettings = {
    				INFOPLIST_FILE = Runner/Info.plist;
    			};
    			name = Debug;
    		};
    		97C147071CF9000F007C117D /* Release */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = 7AFA3C8E1D35360C0083082E /* Release.xcconfig */;
    			buildSettings = {
    				CURRENT_PROJECT_VERSION = "$(FLUTTER_BUILD_NUMBER)";
    				INFOPLIST_FILE = Runner/Info.plist;
    				INFOPLIST_KEY_BundleID = "$(PRODUCT_BUNDLE_IDENTIFIER)";
    				INFOPLIST_KEY_CFBundleDisplayName = "$(OTHER_FLAGS)";
    				INFOPLIST_KEY_Flavor = "${FLAVOR}";
    				INFOPLIST_KEY_Arch = "x$ICON_SUFFIX";
    				INFOPLIST_KEY_Version = "$(CURRENT_PROJECT_VERSION)";
    				LD_RUNPATH_SEARCH_PATHS = (
    					"$(inherited)",
    					"@executable_path/Frameworks",
    				);
    				OTHER_FLAGS = (
    					"$(inherited)",
    					target,
    				);
    				PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)";
    			};
    			name = Release;
    		};
    		97C146E91CF9000F007C117D /* Build configuration list for PBXProject "Runner" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				97C147031CF9000F007C117D /* Debug */,
    				97C147041CF9000F007C117D /* Release */,
    				249021D3217E4FDB00AE95B9 /* Profile */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		97C147051CF9000F007C117D /* Build configuration list for PBXNativeTarget "Runner" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				97C147061CF9000F007C117D /* Debug */,
    				97C147071CF9000F007C117D /* Release */,
    				249021D4217E4FDB00AE95B9 /* Profile */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    	};
    	rootObject = 97C146E61CF9000F007C117D /* Project object */;
    }
    """#

  /// The files beside the project, by tree path; Generated.xcconfig is absent on purpose.
  static let files: [String: String] = [
    "ios/Base.xcconfig": """
    // Project-wide defaults.
    OTHER_FLAGS = base
    ASSETCATALOG_COMPILER_APPICON_NAME = BaseIcon
    IPHONEOS_DEPLOYMENT_TARGET = 11.0
    """,
    "ios/Flutter/Release.xcconfig": """
    #include? "Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig"
    #include "Generated.xcconfig"
    OTHER_FLAGS = $(inherited) xcconfig ; // a comment after the value
    ASSETCATALOG_COMPILER_APPICON_NAME[sdk=iphonesimulator*] = SimIcon
    ASSETCATALOG_COMPILER_APPICON_NAME[sdk=iphoneos*] = DeviceIcon
    FLAVOR[config=Release] = prod
    FLAVOR[config=Debug] = dev
    ICON_SUFFIX[arch=x86_64] = Intel
    """,
    "ios/Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig": """
    OTHER_FLAGS = $(inherited) pods
    PODS_ROOT = ${SRCROOT}/Pods
    """,
  ]
}
