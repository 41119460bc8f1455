/// An Xcode 11-15 iOS app (objectVersion 54) with a widget extension, a
/// watch app with its extension and a test target, under "ios/": the three
/// ways of writing INFOPLIST_FILE, alternate icons, and embedding by
/// dependency and by copy phase.
enum ShopProjectFixture {
  static let text = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 54;
    	objects = {
    		BF01 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = FR01 /* Assets.xcassets */; };
    		BF02 /* LaunchScreen.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = VG01 /* LaunchScreen.storyboard */; };
    		BF03 /* ShopWidget.appex in Embed App Extensions */ = {isa = PBXBuildFile; fileRef = PR02 /* ShopWidget.appex */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
    		BF04 /* ShopWatch.app in Embed Watch Content */ = {isa = PBXBuildFile; fileRef = PR03 /* ShopWatch.app */; };
    		BF05 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = FR05 /* Assets.xcassets */; };
    		BF06 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = FR06 /* Assets.xcassets */; };
    		BF07 /* Interface.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = VG02 /* Interface.storyboard */; };
    		BF08 /* Icon.icon in Resources */ = {isa = PBXBuildFile; fileRef = FR08 /* Icon.icon */; };

    		CI01 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = PROJ; proxyType = 1; remoteGlobalIDString = TG02; remoteInfo = ShopWidget; };
    		CI02 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = PROJ; proxyType = 1; remoteGlobalIDString = TG03; remoteInfo = ShopWatch; };
    		CI03 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = PROJ; proxyType = 1; remoteGlobalIDString = TG04; remoteInfo = "ShopWatch Extension"; };
    		CI04 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = PROJ; proxyType = 1; remoteGlobalIDString = TG01; remoteInfo = Shop; };

    		CP01 /* Embed App Extensions */ = {isa = PBXCopyFilesBuildPhase; buildActionMask = 2147483647; dstPath = ""; dstSubfolderSpec = 13; files = (BF03, ); name = "Embed App Extensions"; runOnlyForDeploymentPostprocessing = 0; };
    		CP02 /* Embed Watch Content */ = {isa = PBXCopyFilesBuildPhase; buildActionMask = 2147483647; dstPath = "$(CONTENTS_FOLDER_PATH)/Watch"; dstSubfolderSpec = 16; files = (BF04, ); name = "Embed Watch Content"; runOnlyForDeploymentPostprocessing = 0; };

    		FR01 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    		FR02 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/LaunchScreen.storyboard; sourceTree = "<group>"; };
    		FR03 /* Shop-Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = "Shop-Info.plist"; sourceTree = "<group>"; };
    		FR04 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
    		FR05 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    		FR06 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    		FR07 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Interface.storyboard; sourceTree = "<group>"; };
    		FR08 /* Icon.icon */ = {isa = PBXFileReference; lastKnownFileType = folder.iconcomposer.icon; path = Icon.icon; sourceTree = "<group>"; };
    		PR01 /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		PR02 /* ShopWidget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = ShopWidget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
    		PR03 /* ShopWatch.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = ShopWatch.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		PR04 /* ShopWatch Extension.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = "ShopWatch Extension.appex"; sourceTree = BUILT_PRODUCTS_DIR; };
    		PR05 /* ShopTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = ShopTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };

    		GR00 = {isa = PBXGroup; children = (GR01, GR02, GR03, GR04, GR99, ); sourceTree = "<group>"; };
    		GR01 /* Shop */ = {isa = PBXGroup; children = (FR01, VG01, FR03, FR08, ); path = Shop; sourceTree = "<group>"; };
    		GR02 /* ShopWidget */ = {isa = PBXGroup; children = (FR04, FR05, ); path = ShopWidget; sourceTree = "<group>"; };
    		GR03 /* ShopWatch */ = {isa = PBXGroup; children = (FR06, VG02, ); path = ShopWatch; sourceTree = "<group>"; };
    		GR04 /* ShopWatch Extension */ = {isa = PBXGroup; children = ( ); path = "ShopWatch Extension"; sourceTree = "<group>"; };
    		GR99 /* Products */ = {isa = PBXGroup; children = (PR01, PR02, PR03, PR04, PR05, ); name = Products; sourceTree = "<group>"; };

    		TG01 /* Shop */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = CL01;
    			buildPhases = (RP01, CP01, CP02, );
    			buildRules = ( );
    			dependencies = (TD01, TD02, );
    			name = Shop;
    			productName = Shop;
    			productReference = PR01;
    			productType = "com.apple.product-type.application";
    		};
    		TG02 /* ShopWidget */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = CL02;
    			buildPhases = (RP02, );
    			buildRules = ( );
    			dependencies = ( );
    			name = ShopWidget;
    			productName = ShopWidget;
    			productReference = PR02;
    			productType = "com.apple.product-type.app-extension";
    		};
    		TG03 /* ShopWatch */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = CL03;
    			buildPhases = (RP03, );
    			buildRules = ( );
    			dependencies = (TD03, );
    			name = ShopWatch;
    			productName = ShopWatch;
    			productReference = PR03;
    			productType = "com.apple.product-type.application.watchapp2";
    		};
    		TG04 /* ShopWatch Extension */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = CL04;
    			buildPhases = ( );
    			buildRules = ( );
    			dependencies = ( );
    			name = "ShopWatch Extension";
    			productName = "ShopWatch Extension";
    			productReference = PR04;
    			productType = "com.apple.product-type.watchkit2-extension";
    		};
    		TG05 /* ShopTests */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = CL05;
    			buildPhases = ( );
    			buildRules = ( );
    			dependencies = (TD04, );
    			name = ShopTests;
    			productName = ShopTests;
    			productReference = PR05;
    			productType = "com.apple.product-type.bundle.unit-test";
    		};

    		PROJ /* Project object */ = {
    			isa = PBXProject;
    			attributes = {
    				LastSwiftUpdateCheck = 1500;
    				LastUpgradeCheck = 1500;
    			};
    			buildConfigurationList = CL00;
    			compatibilityVersion = "Xcode 9.3";
    			developmentRegion = en;
    			hasScannedForEncodings = 0;
    			knownRegions = (en, Base, );
    			mainGroup = GR00;
    			productRefGroup = GR99;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (TG01, TG02, TG03, TG04, TG05, );
    		};

    		RP01 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (BF02, BF01, BF08, ); runOnlyForDeploymentPostprocessing = 0; };
    		RP02 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (BF05, ); runOnlyForDeploymentPostprocessing = 0; };
    		RP03 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (BF07, BF06, ); runOnlyForDeploymentPostprocessing = 0; };

    		TD01 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = TG02 /* ShopWidget */; targetProxy = CI01; };
    		TD02 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = TG03 /* ShopWatch */; targetProxy = CI02; };
    		TD03 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = TG04 /* ShopWatch Extension */; targetProxy = CI03; };
    		TD04 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = TG01 /* Shop */; targetProxy = CI04; };

    		VG01 /* LaunchScreen.storyboard */ = {isa = PBXVariantGroup; children = (FR02, ); name = LaunchScreen.storyboard; sourceTree = "<group>"; };
    		VG02 /* Interface.storyboard */ = {isa = PBXVariantGroup; children = (FR07, ); name = Interface.storyboard; sourceTree = "<group>"; };

    		PC01 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 12.0; SDKROOT = iphoneos; ONLY_ACTIVE_ARCH = YES; }; name = Debug; };
    		PC02 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 13.0; SDKROOT = iphoneos; VALIDATE_PRODUCT = YES; }; name = Release; };
    		TC01 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Debug.plist"; }; name = Debug; };
    		TC02 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Dark AppIcon-Pride";
    				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
    				INFOPLIST_FILE = "$(SRCROOT)/Shop/Shop-Info.plist";
    				IPHONEOS_DEPLOYMENT_TARGET = 14.0;
    				PRODUCT_BUNDLE_IDENTIFIER = com.example.shop;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				TARGETED_DEVICE_FAMILY = "1,2";
    			};
    			name = Release;
    		};
    		TC03 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				INFOPLIST_FILE = ShopWidget/Info.plist;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SKIP_INSTALL = YES;
    				TARGETED_DEVICE_FAMILY = "1,2";
    			};
    			name = Release;
    		};
    		TC04 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
    				INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist";
    				SDKROOT = watchos;
    				TARGETED_DEVICE_FAMILY = 4;
    				WATCHOS_DEPLOYMENT_TARGET = 6.2;
    			};
    			name = Release;
    		};
    		TC05 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				INFOPLIST_FILE = "$(PROJECT_DIR)/$(TARGET_NAME)/Info.plist";
    				SDKROOT = watchos;
    				WATCHOS_DEPLOYMENT_TARGET = 6.2;
    			};
    			name = Release;
    		};
    		TC06 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				BUNDLE_LOADER = "$(TEST_HOST)";
    				INFOPLIST_FILE = ShopTests/Info.plist;
    				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Shop.app/Shop";
    			};
    			name = Release;
    		};

    		CL00 /* Build configuration list for PBXProject "Shop" */ = {isa = XCConfigurationList; buildConfigurations = (PC01, PC02, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
    		CL01 /* Build configuration list for PBXNativeTarget "Shop" */ = {isa = XCConfigurationList; buildConfigurations = (TC01, TC02, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
    		CL02 = {isa = XCConfigurationList; buildConfigurations = (TC03, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
    		CL03 = {isa = XCConfigurationList; buildConfigurations = (TC04, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
    		CL04 = {isa = XCConfigurationList; buildConfigurations = (TC05, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
    		CL05 = {isa = XCConfigurationList; buildConfigurations = (TC06, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
    	};
    	rootObject = PROJ /* Project object */;
    }
    """#
}
