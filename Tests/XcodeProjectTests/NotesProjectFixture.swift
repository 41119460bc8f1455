/// An Xcode 16 project (objectVersion 77) at the top of the tree: folders
/// synchronized with targets, exception sets for two targets, a generated
/// Info.plist with INFOPLIST_KEY_* settings, and the array form of the
/// alternate app-icon names.
enum NotesProjectFixture {
  static let text = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 77;
    	objects = {

    /* Begin PBXFileReference section */
    		AA0000000000000000000001 /* Notes.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Notes.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		AA0000000000000000000002 /* NotesWidget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.extensionkit-extension"; includeInIndex = 0; path = NotesWidget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    		EE0000000000000000000001 /* Exceptions for "Notes" folder in "Notes" target */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Info.plist,
    				"Preview Content/Debug.png",
    			);
    			target = TT0000000000000000000001 /* Notes */;
    		};
    		EE0000000000000000000002 /* Exceptions for "Notes" folder in "NotesWidget" target */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Shared/Colors.swift,
    			);
    			target = TT0000000000000000000002 /* NotesWidget */;
    		};
    		EE0000000000000000000003 /* Exceptions for "Notes" folder in "Copy Files" phase */ = {
    			isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet;
    			buildPhase = PP0000000000000000000001;
    			membershipExceptions = (
    				Extra.txt,
    			);
    		};
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    		SS0000000000000000000001 /* Notes */ = {
    			isa = PBXFileSystemSynchronizedRootGroup;
    			exceptions = (
    				EE0000000000000000000001 /* Exceptions for "Notes" folder in "Notes" target */,
    				EE0000000000000000000002 /* Exceptions for "Notes" folder in "NotesWidget" target */,
    				EE0000000000000000000003 /* Exceptions for "Notes" folder in "Copy Files" phase */,
    			);
    			path = Notes;
    			sourceTree = "<group>";
    		};
    		SS0000000000000000000002 /* NotesWidget */ = {
    			isa = PBXFileSystemSynchronizedRootGroup;
    			path = NotesWidget;
    			sourceTree = "<group>";
    		};
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    		GG0000000000000000000001 = {
    			isa = PBXGroup;
    			children = (
    				SS0000000000000000000001 /* Notes */,
    				GG0000000000000000000003 /* Extensions */,
    				GG0000000000000000000002 /* Products */,
    			);
    			sourceTree = "<group>";
    		};
    		GG0000000000000000000002 /* Products */ = {
    			isa = PBXGroup;
    			children = (
    				AA0000000000000000000001 /* Notes.app */,
    				AA0000000000000000000002 /* NotesWidget.appex */,
    			);
    			name = Products;
    			sourceTree = "<group>";
    		};
    		GG0000000000000000000003 /* Extensions */ = {
    			isa = PBXGroup;
    			children = (
    				SS0000000000000000000002 /* NotesWidget */,
    			);
    			path = Extensions;
    			sourceTree = "<group>";
    		};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    		TT0000000000000000000001 /* Notes */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = LL0000000000000000000002;
    			buildPhases = (
    				PP0000000000000000000001 /* Embed ExtensionKit Extensions */,
    			);
    			buildRules = (
    			);
    			dependencies = (
    				DD0000000000000000000001,
    			);
    			fileSystemSynchronizedGroups = (
    				SS0000000000000000000001 /* Notes */,
    			);
    			name = Notes;
    			packageProductDependencies = (
    			);
    			productName = Notes;
    			productReference = AA0000000000000000000001 /* Notes.app */;
    			productType = "com.apple.product-type.application";
    		};
    		TT0000000000000000000002 /* NotesWidget */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = LL0000000000000000000003;
    			buildPhases = (
    			);
    			buildRules = (
    			);
    			dependencies = (
    			);
    			fileSystemSynchronizedGroups = (
    				SS0000000000000000000002 /* NotesWidget */,
    				SS0000000000000000000001 /* Notes */,
    			);
    			name = NotesWidget;
    			productName = NotesWidget;
    			productReference = AA0000000000000000000002 /* NotesWidget.appex */;
    			productType = "com.apple.product-type.extensionkit-extension";
    		};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    		RR0000000000000000000001 /* Project object */ = {
    			isa = PBXProject;
    			attributes = {
    				BuildIndependentTargetsInParallel = 1;
    				LastSwiftUpdateCheck = 1600;
    				LastUpgradeCheck = 1600;
    			};
    			buildConfigurationList = LL0000000000000000000001;
    			developmentRegion = en;
    			hasScannedForEncodings = 0;
    			knownRegions = (
    				en,
    				Base,
    			);
    			mainGroup = GG0000000000000000000001;
    			minimizedProjectReferenceProxies = 1;
    			preferredProjectObjectVersion = 77;
    			productRefGroup = GG0000000000000000000002 /* Products */;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (
    				TT0000000000000000000001 /* Notes */,
    				TT0000000000000000000002 /* NotesWidget */,
    			);
    		};
    /* End PBXProject section */

    		PP0000000000000000000001 /* Embed ExtensionKit Extensions */ = {
    			isa = PBXCopyFilesBuildPhase;
    			buildActionMask = 2147483647;
    			dstPath = "$(EXTENSIONS_FOLDER_PATH)";
    			dstSubfolderSpec = 16;
    			files = (
    				BB0000000000000000000001 /* NotesWidget.appex in Embed ExtensionKit Extensions */,
    			);
    			name = "Embed ExtensionKit Extensions";
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    		BB0000000000000000000001 /* NotesWidget.appex in Embed ExtensionKit Extensions */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000002 /* NotesWidget.appex */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
    		CC0000000000000000000001 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = RR0000000000000000000001; proxyType = 1; remoteGlobalIDString = TT0000000000000000000002; remoteInfo = NotesWidget; };
    		DD0000000000000000000001 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = TT0000000000000000000002 /* NotesWidget */; targetProxy = CC0000000000000000000001; };

    /* Begin XCBuildConfiguration section */
    		XX0000000000000000000001 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				IPHONEOS_DEPLOYMENT_TARGET = 18.0;
    				SDKROOT = iphoneos;
    			};
    			name = Release;
    		};
    		XX0000000000000000000002 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = (
    					"AppIcon-Dark",
    					"AppIcon-Mono",
    				);
    				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
    				ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES;
    				GENERATE_INFOPLIST_FILE = YES;
    				INFOPLIST_KEY_CFBundleDisplayName = "$(PRODUCT_NAME)";
    				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
    				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
    				INFOPLIST_PREPROCESS = NO;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SDKROOT = auto;
    				SUPPORTED_PLATFORMS = "xros xrsimulator iphoneos iphonesimulator";
    				TARGETED_DEVICE_FAMILY = "1,2,7";
    			};
    			name = Release;
    		};
    		XX0000000000000000000003 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				GENERATE_INFOPLIST_FILE = YES;
    				INFOPLIST_FILE = NotesWidget/Info.plist;
    				INFOPLIST_KEY_CFBundleDisplayName = NotesWidget;
    				INFOPLIST_PREPROCESS = YES;
    				SDKROOT = iphoneos;
    			};
    			name = Release;
    		};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    		LL0000000000000000000001 = {isa = XCConfigurationList; buildConfigurations = (XX0000000000000000000001, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
    		LL0000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (XX0000000000000000000002, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
    		LL0000000000000000000003 = {isa = XCConfigurationList; buildConfigurations = (XX0000000000000000000003, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
    /* End XCConfigurationList section */
    	};
    	rootObject = RR0000000000000000000001 /* Project object */;
    }
    """#
}
